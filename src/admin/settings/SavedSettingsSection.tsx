import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Spinner } from '../../components/Spinner';
import { reasonOf } from '../../domain/words';

/**
 * A Settings section of what owners save about the site itself (its details, its banner): its
 * heading and what it is for, then what is saved, read when the section opens. A spinner while it
 * is read; a failed read is logged, toasted ('Could not read {what}: {reason}') and said in the
 * section with 'Try again'.
 */
export function SavedSettingsSection<T>({
  title,
  what,
  read,
  intro,
  children,
}: {
  title: string;
  /** What is read, for the failure messages: 'the site details'. */
  what: string;
  read: () => Promise<T>;
  intro: ReactNode;
  children: (saved: T) => ReactNode;
}) {
  const headingId = useId();
  const [loaded, setLoaded] = useState<{ saved: T } | 'failed' | 'loading'>('loading');
  const load = useCallback(
    () =>
      read().then(
        (saved) => setLoaded({ saved }),
        (error: unknown) => {
          console.error(error);
          toast.error(`Could not read ${what}: ${reasonOf(error)}`);
          setLoaded('failed');
        },
      ),
    [read, what],
  );
  useEffect(() => void load(), [load]);
  const retry = () => {
    setLoaded('loading');
    void load();
  };

  return (
    <section className="card card-body mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-3">
        {title}
      </h2>
      <p>{intro}</p>
      {loaded === 'loading' ? (
        <Spinner />
      ) : loaded === 'failed' ? (
        <div>
          <p className="text-danger">
            {what.charAt(0).toUpperCase()}
            {what.slice(1)} could not be read.
          </p>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={retry}>
            Try again
          </button>
        </div>
      ) : (
        children(loaded.saved)
      )}
    </section>
  );
}
