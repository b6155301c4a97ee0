/**
 * When the app's own code cannot start (its script failed to load, say after a deploy replaced
 * it), a page rendered at build time stays as it is, readable; the empty shell of the admin area
 * and of other paths says what happened instead of staying blank.
 */
export function showStartFailure(root: HTMLElement, error: unknown): void {
  console.error('The app could not start', error);
  if (root.childElementCount > 0) return;
  const message = document.createElement('p');
  message.className = 'container py-5 text-center';
  message.textContent = 'Something went wrong: this page could not be loaded. ';
  const reload = document.createElement('a');
  reload.href = window.location.href;
  reload.textContent = 'Reload';
  message.append(reload);
  root.append(message);
}
