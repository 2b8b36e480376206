/**
 * The thread that draws the build's social cards (./draw.ts), so the other
 * postBuild steps (the search index, the llms files) keep the main thread.
 * Loads ./draw.ts as Docusaurus loads plugins (jiti) and posts its result;
 * a failure ends the thread with the error.
 */
const {parentPort, workerData} = require('node:worker_threads');
const {drawAll} = require('jiti')(__filename, {interopDefault: true})('./draw.ts');

drawAll(workerData).then((result) => parentPort.postMessage(result));
