// The files of prismjs/components: the core exports the Prism object; the
// language files only register a grammar on the global Prism.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
