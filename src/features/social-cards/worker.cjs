/**
 * The thread that draws the build's social cards (./draw.ts), so the other
 * post-build steps (the pass over the built pages, the search index, the llms
 * files) keep the main thread. Loads ./draw.ts as Docusaurus loads plugins
 * (jiti), draws each card it is sent, in order, and on `end` posts how many it
 * drew; a failure ends the thread with the error.
 */
const {parentPort, workerData} = require('node:worker_threads');
const {cardDrawer} = require('jiti')(__filename, {interopDefault: true})('./draw.ts');

const drawer = cardDrawer(workerData);
let drawn = 0;
let queue = Promise.resolve();
parentPort.on('message', (message) => {
  if (message === 'end') {
    queue.then(() => parentPort.postMessage({drawn}));
    return;
  }
  queue = queue.then(async () => {
    if (await drawer.draw(message)) drawn += 1;
  });
  // A failed card ends the thread: the rejection is not caught.
});
