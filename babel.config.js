// Used only by tools that still read a Babel config; with `future.faster`
// the site itself is compiled by SWC.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
