import { Suspense, lazy } from 'react';
import { Spinner } from './Spinner';
import { useWords } from './words';

// Below the banner and the teaser: its code, and Firebase with it, loads after the page is drawn.
const MembersList = lazy(() => import('./MembersList').then((m) => ({ default: m.MembersList })));

/** The home page's members section, titled YOUTH COMMISSION; its content is MembersList.tsx. */
export function MembersSection() {
  const say = useWords();
  return (
    <section className="members-section py-5" aria-labelledby="members-title">
      <div className="container">
        <h2 id="members-title" className="section-title text-center">
          {say('YOUTH COMMISSION')}
        </h2>
        <Suspense fallback={<Spinner />}>
          <MembersList />
        </Suspense>
      </div>
    </section>
  );
}
