// This file stays, though nothing compiles the site with Babel: with the v4
// flags (`future.faster` in docusaurus.config.ts) SWC compiles the site's
// JavaScript and TypeScript. It stays because the product specification's
// top-level layout of the repository names babel.config.js, and it is kept
// working (the preset Docusaurus ships) for any tool that still looks for a
// Babel config.
//
// Its cost: every `docusaurus build` and `start` prints "Your site is using
// the SWC js loader. You can safely remove the Babel config file". Docusaurus
// has no option to silence that notice; CONTRIBUTING.md lists it among the
// warnings kept on purpose.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
