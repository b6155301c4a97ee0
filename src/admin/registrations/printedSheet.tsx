/**
 * How the registration desk prints a sheet (the check-in list, the certificates) through the
 * browser's print dialog, where a person prints it on paper or saves it as a PDF: the sheet is put
 * on the page only to be printed, outside the app's root, and the print stylesheet
 * (registrations.css) prints it alone; on the screen it never shows. One sheet at a time.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The longest the print dialog waits for the pictures of a sheet (the commission's logos) to
 * load: a picture that never comes is left out rather than keep the dialog from opening.
 */
export const PICTURES_WAIT_MS = 5000;

/**
 * A sheet to print: `className` says which, for the print stylesheet. Printed, it is the page's
 * main content (the admin area's is not printed); on the screen it is not there at all.
 */
export function PrintedSheet({ className, children }: { className: string; children: ReactNode }) {
  return createPortal(
    <main className={`printed-sheet ${className}`}>{children}</main>,
    document.body,
  );
}

/**
 * Printing one of the sheets named `Sheet`: `print(sheet)` puts that sheet on the page (`shown`)
 * and opens the browser's print dialog once its pictures have loaded; the sheet goes again once
 * the dialog closes.
 */
export function usePrintedSheet<Sheet extends string>() {
  const [request, setRequest] = useState<{ sheet: Sheet; count: number } | null>(null);
  const [shown, setShown] = useState<Sheet | null>(null);
  useEffect(() => {
    if (!request) return;
    const printed = () => setShown(null);
    window.addEventListener('afterprint', printed);
    const stopWaiting = whenLoaded(
      [...document.querySelectorAll<HTMLImageElement>('body > .printed-sheet img')],
      () => window.print(),
    );
    return () => {
      stopWaiting();
      window.removeEventListener('afterprint', printed);
    };
  }, [request]);
  return {
    shown,
    print: (sheet: Sheet) => {
      setShown(sheet);
      setRequest((last) => ({ sheet, count: (last?.count ?? 0) + 1 }));
    },
  };
}

/**
 * Calls `then` once every picture has loaded or failed, at once when all have, and after
 * PICTURES_WAIT_MS at the latest; returns what stops the wait.
 */
function whenLoaded(pictures: readonly HTMLImageElement[], then: () => void): () => void {
  let waiting = pictures.filter((picture) => !picture.complete);
  if (waiting.length === 0) {
    then();
    return () => {};
  }
  const settled = (event: Event) => {
    waiting = waiting.filter((picture) => picture !== event.currentTarget);
    if (waiting.length === 0) done();
  };
  const stop = () => {
    clearTimeout(timer);
    for (const picture of pictures) {
      picture.removeEventListener('load', settled);
      picture.removeEventListener('error', settled);
    }
  };
  const done = () => {
    stop();
    then();
  };
  for (const picture of waiting) {
    picture.addEventListener('load', settled);
    picture.addEventListener('error', settled);
  }
  const timer = setTimeout(done, PICTURES_WAIT_MS);
  return stop;
}
