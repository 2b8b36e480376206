/**
 * Client module: on a page opened from a search result (`?_highlight=`), the
 * searched terms are marked in the article. The marking code
 * (src/features/search/browser/highlight-page.ts) loads only on such pages.
 */
import type {ClientModule} from '@docusaurus/types';

const module: ClientModule = {
  onRouteDidUpdate({location}) {
    const terms = new URLSearchParams(location.search).getAll('_highlight');
    if (terms.length === 0) return;
    import('./highlight-page').then(
      ({highlightTerms}) => {
        const root = document.querySelector('article') ?? document.querySelector('main');
        if (root) highlightTerms(root, terms);
      },
      () => undefined, // marking is a nicety: the page stays as it is
    );
  },
};

export default module;
