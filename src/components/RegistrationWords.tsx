/**
 * What the registration pages load on a page in Hindi only: their own words
 * (words/hiRegistration.ts), which every other page goes without, and the notice in Hindi. An
 * English page says its own English and loads nothing.
 */
import { useContext, useEffect, useState, type ReactNode } from 'react';
import type { Translation } from '../words/en';
import { Spinner } from './Spinner';
import { WordsContext, useLanguage } from './words';

/**
 * What `load` gives, loaded once on a page in Hindi (never on an English page): null until then,
 * 'failed' when it could not be loaded.
 */
export function useLoadedInHindi<T extends object>(load: () => Promise<T>): T | 'failed' | null {
  const inHindi = useLanguage() === 'hi';
  const [loaded, setLoaded] = useState<T | 'failed' | null>(null);
  useEffect(() => {
    if (inHindi)
      load().then(setLoaded, (error: unknown) => {
        console.error('Failed to load the words in Hindi', error);
        setLoaded('failed');
      });
    // Once: `load` is the same import at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inHindi]);
  return loaded;
}

/**
 * The page's words with the registration pages' own added, for everything inside; until they are
 * loaded, a spinner. Should they fail to load, the pages say their own English texts.
 */
export function RegistrationWords({ children }: { children: ReactNode }) {
  const words = useContext(WordsContext);
  const loaded = useLoadedInHindi(() =>
    import('../words/hiRegistration').then(
      // Loaded on a page in Hindi only, whose words there are.
      ({ REGISTRATION_HI }): Translation => ({
        ...(words as Translation),
        text: { ...words?.text, ...REGISTRATION_HI } as Translation['text'],
      }),
    ),
  );
  if (!words || loaded === 'failed') return children;
  return loaded ? <WordsContext value={loaded}>{children}</WordsContext> : <Spinner />;
}
