// Starts the site's JavaScript after the first paint, and keeps the taps made before it is ready.
// The page's <script data-entry data-preload data-later> names the app entry, the modules this page needs,
// and the modules its dialogs need (fetched once the page is idle, or at once when a dialog is asked for early).
const script = document.querySelector('script[data-entry]');

if (script) {
  /**
   * Until the app has hydrated, a tap on a dialog opener (anything with aria-haspopup="dialog") or the sending of a
   * form does nothing by itself: it is kept here and carried out by the app as soon as it can, so no tap is lost.
   * Only the last one is kept: it is what the visitor wants now. Plain links are left alone: they already work.
   */
  let kept = null;
  let ready = false;
  const keep = (event) => {
    if (ready) return;
    // A form is replayed by a click on the button that sent it: React replays a click on a part of the page it has not
    // hydrated yet (it hydrates that part first), but drops a bare submit event there.
    const target = event.type === 'submit' ? event.submitter || event.target : event.target instanceof Element ? event.target.closest('[aria-haspopup="dialog"]') : null;
    if (!target) return;
    event.preventDefault();
    if (kept) kept.removeAttribute('data-waiting');
    kept = target;
    // Shown as "working" (see site.css) so the visitor knows the tap was taken.
    kept.setAttribute('data-waiting', '');
    fetchLater();
  };
  document.addEventListener('click', keep, true);
  document.addEventListener('submit', keep, true);

  let fetched = false;
  const fetchLater = () => {
    if (fetched) return;
    fetched = true;
    preload(script.dataset.later);
  };
  // All links in one insertion: each insertion into <head> costs a style pass, too long on a slow phone.
  const preload = (hrefs) => {
    const links = (hrefs || '').split(' ').filter(Boolean).map((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      return link;
    });
    document.head.append(...links);
  };

  /** Hands the kept tap over: to the app once it has hydrated, or to the browser if the app could not start. */
  const release = (carry) => {
    ready = true;
    const target = kept;
    kept = null;
    if (!target) return;
    target.removeAttribute('data-waiting');
    if (target.isConnected) carry(target);
  };
  // The app says it has hydrated (App.tsx, from an effect); a click now reaches its handlers. It is carried out in a
  // task of its own: from inside React's effects, React could not hydrate the section the control sits in first.
  window.addEventListener('site:hydrated', () => {
    setTimeout(() => release((target) => (target instanceof HTMLFormElement ? target.requestSubmit() : target.click())));
    // Then, while the visitor reads, what the dialogs need, so a first opening does not wait on the network.
    if (window.requestIdleCallback) window.requestIdleCallback(fetchLater);
    else setTimeout(fetchLater, 1);
  }, { once: true });

  requestAnimationFrame(() =>
    setTimeout(() => {
      preload(script.dataset.preload);
      import(script.dataset.entry).catch(() =>
        // Without the app, a link still leads to its page and the form still opens the mail program.
        release((target) => {
          if (target instanceof HTMLAnchorElement) window.location.assign(target.href);
          else if (target.form) target.form.submit();
          else if (target instanceof HTMLFormElement) target.submit();
        }),
      );
    }),
  );
}
