// The Worker imports the site's validator and renderer as built for workerd (wrangler.jsonc's alias); its types are the source's.
declare module 'hosted-site-render' {
  export const checkContent: typeof import('./site-render.tsx').checkContent;
  export const renderPair: typeof import('./site-render.tsx').renderPair;
  export const pickerOptionsOf: typeof import('./site-render.tsx').pickerOptionsOf;
  export type PreviewPair = import('./site-render.tsx').PreviewPair;
  export type ContentTree = import('./site-render.tsx').ContentTree;
  export type PreviewRoute = import('./site-render.tsx').PreviewRoute;
}
