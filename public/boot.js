// Starts the site's JavaScript after the first paint, so the prerendered page shows before the app downloads.
// The page's <script data-entry data-preload> names the app entry and the modules this page needs.
const script = document.querySelector('script[data-entry]');
if (script) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of (script.dataset.preload || '').split(' ').filter(Boolean)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      import(script.dataset.entry);
    }),
  );
}
