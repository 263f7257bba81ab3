// A component loaded on first use (boot.js has already downloaded its module at idle), drawn as soon as its module has
// run: with lazy() and Suspense, React held a dialog's first opening back for up to 300 ms after the fallback (355 ms at 4× CPU).
import { useEffect, useState, type ComponentType } from 'react';

export function onDemand<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // Offline for a moment: the next opening tries again.
        loading = undefined;
        throw error;
      },
    ));

  function OnDemand(props: Props) {
    const [, setArrived] = useState(loaded !== undefined);
    useEffect(() => {
      if (!loaded) preload().then(() => setArrived(true), () => undefined);
    }, []);
    const Component = loaded;
    return Component ? <Component {...props} /> : null;
  }

  return OnDemand;
}
