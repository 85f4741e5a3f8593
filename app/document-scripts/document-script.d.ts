/** `…/name.ts?document-script`: the address of the module bundled as a page's own script (vite.config.ts). */
declare module '*?document-script' {
  const address: string;
  export default address;
}
