import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeFailure } from '../messages.js';
import type { Loaded } from '../state.js';

/**
 * What a screen loads for itself (a project's members, the account's connections): loading,
 * then there or refused in the service's words. `reload` asks again, keeping what is shown
 * until the answer comes. A later answer always wins over an earlier one.
 */
export function useLoaded<T>(doing: string, load: () => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => Promise<void>] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++latest.current;
    try {
      const value = await load();
      if (mine === latest.current) setState({ status: 'ready', value });
    } catch (failure) {
      if (mine === latest.current) setState({ status: 'failed', message: describeFailure(doing, failure) });
    }
    // The caller names what the load depends on.
  }, deps);
  useEffect(() => {
    setState({ status: 'loading' });
    void reload();
    return () => void ++latest.current;
  }, [reload]);
  return [state, reload];
}

/** Draws a loaded value, or says it is loading (`loading`), or why it could not be. */
export function Show<T>(props: { readonly state: Loaded<T>; readonly loading: string; readonly children: (value: T) => ComponentChildren }) {
  const { state } = props;
  if (state.status === 'loading') return <p role="status">{props.loading}</p>;
  if (state.status === 'failed')
    return (
      <p class="em-problem" role="alert">
        {state.message}
      </p>
    );
  return <>{props.children(state.value)}</>;
}
