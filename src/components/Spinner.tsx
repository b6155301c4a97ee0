import { useWords } from './words';

/** A loading indicator announced to screen readers as 'Loading...'. */
export function Spinner({ className = 'py-5' }: { className?: string }) {
  const say = useWords();
  return (
    <div className={`d-flex justify-content-center ${className}`}>
      <div className="spinner-border text-brand" role="status">
        <span className="visually-hidden">{say('Loading...')}</span>
      </div>
    </div>
  );
}
