import path from 'node:path';

/**
 * The site's root folder, for build-time code that reads the site's files (the remark plugins of the features).
 * They take it from here, not from their options: the docs plugin's options go into the browser bundle with the
 * site config, and a path there would name the folder the site was built in.
 */
export const SITE_DIR = path.resolve(__dirname, '../..');
