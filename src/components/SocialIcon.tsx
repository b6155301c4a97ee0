/**
 * The icon of a social network in the footer (line icons drawn for this site). Each is an SVG file
 * in public/images/icons used as a CSS mask in the link's colour (src/styles/site/footer.css), so the icons cost the
 * pages no JavaScript.
 */
const ICON_CLASSES: Record<string, string> = {
  facebook: 'social-icon social-icon-facebook',
  instagram: 'social-icon social-icon-instagram',
  youtube: 'social-icon social-icon-youtube',
};

export function SocialIcon({ network }: { network: string }) {
  return <span className={ICON_CLASSES[network]} aria-hidden="true" />;
}
