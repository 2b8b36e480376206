/**
 * Client module: code of a page that cannot be downloaded never leaves the
 * reader with a dead page and no word of explanation.
 *
 * Docusaurus already reloads the page once when a client-side navigation
 * cannot download the next page's code (a new deployment may have replaced the
 * files). If the code still cannot be downloaded after that reload, the app
 * never starts: the server-rendered text stays readable, but search, the color
 * toggle and the other controls stay dead, and the failure ends as an uncaught
 * promise rejection. Hovering a link whose code cannot be downloaded also ends
 * as an uncaught rejection (the theme preloads the target page on hover).
 *
 * This module handles those failures: before the app has started it tells the
 * reader, with a link to reload; after it has started (a failed preload) it only
 * logs a warning, since following the link reloads the page anyway. It never
 * reloads by itself, so a code file that fails every time cannot cause a loop.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Id of the notice element, for styling and tests. */
export const CHUNK_FAILURE_NOTICE_ID = 'page-code-unavailable';

/** Whether a rejection reason is a failed download of a code chunk (webpack and Rspack name it so). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /^Loading (CSS )?chunk [\w~.-]+ failed/.test(reason.message);
}

function showNotice(): void {
  if (document.getElementById(CHUNK_FAILURE_NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = CHUNK_FAILURE_NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.className = 'alert alert--warning';
  notice.style.borderRadius = '0';
  notice.style.textAlign = 'center';
  notice.append('Part of this page could not be loaded, so search and other controls do not work. ');
  const reload = document.createElement('a');
  reload.href = window.location.href;
  reload.textContent = 'Reload the page';
  notice.append(reload, ' to try again.');
  document.body.prepend(notice);
  // The search box, disabled until the app runs, would read "Loading..." forever.
  document.querySelectorAll<HTMLInputElement>('.navbar__search input:disabled').forEach((input) => {
    input.placeholder = 'Search unavailable';
  });
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    console.warn('Page code could not be downloaded:', (event.reason as Error).message);
    if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') {
      showNotice();
    }
  });
}
