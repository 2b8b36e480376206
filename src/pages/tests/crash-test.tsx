/**
 * A page that exists to check the error boundary in the production build (the
 * Docusaurus website keeps a similar page). Pressing the button makes the page
 * throw while rendering; the theme's error boundary must then show
 * "This page crashed.", the error message and a "Try again" button that
 * brings the page back. It is kept out of the sitemap and the search index.
 */
import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';

function Bomb(): ReactNode {
  throw new Error('Simulated rendering error, raised on purpose by the crash test page.');
}

// The state lives inside the layout's error boundary, so "Try again" (which
// remounts the boundary's children) starts from a page that has not crashed.
function CrashDemo(): ReactNode {
  const [exploded, setExploded] = useState(false);
  return (
    <main className="container margin-vert--xl">
      <h1>Error boundary check</h1>
      <p>
        This page lets the site's tests check what a reader sees when a page fails to render. Press the button to raise
        an error while rendering.
      </p>
      <button type="button" className="button button--primary" onClick={() => setExploded(true)}>
        Simulate a crash
      </button>
      {exploded && <Bomb />}
    </main>
  );
}

export default function CrashTest(): ReactNode {
  return (
    <Layout title="Error boundary check" description="Checks that a page crash shows a recovery screen.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <CrashDemo />
    </Layout>
  );
}
