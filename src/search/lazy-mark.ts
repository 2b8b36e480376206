/**
 * mark.js, loaded when first needed. The search plugin highlights the searched
 * words on the page a reader opens from a result (`?_highlight=...`) with
 * mark.js, imported eagerly: 18 KB (6 KB gzip) in every first visit although
 * only readers who come from a search use it. src/plugins/search-index.ts puts
 * this class in its place. It has the two methods the plugin calls: `mark`
 * loads mark.js and marks; `unmark` only has work to do once mark.js has
 * marked something, so it never triggers the download.
 */
type MarkInstance = {
  mark(keywords: string | string[], options?: object): void;
  unmark(options?: object): void;
};
type MarkClass = new (context: Element) => MarkInstance;

let loading: Promise<MarkClass> | undefined;
let loaded = false;

function load(): Promise<MarkClass> {
  loading ??= import('mark.js/dist/mark.js').then((module) => {
    loaded = true;
    return ((module as {default?: MarkClass}).default ?? module) as MarkClass;
  });
  return loading;
}

export default class LazyMark {
  constructor(private readonly root: Element) {}

  mark(keywords: string | string[], options?: object): void {
    load().then(
      (Mark) => new Mark(this.root).mark(keywords, options),
      () => undefined, // highlighting is a nicety: the page stays as it is
    );
  }

  unmark(options?: object): void {
    if (!loaded && !loading) return;
    load().then(
      (Mark) => new Mark(this.root).unmark(options),
      () => undefined,
    );
  }
}
