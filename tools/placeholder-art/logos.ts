/** The commission's logos of the placeholder art, as SVG: the crest, the emblem and the favicon. */

const SHIELD = 'M22 22 H178 V120 C178 172 144 202 100 218 C56 202 22 172 22 120 Z';
export const CREST = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="240" viewBox="0 0 200 240">
<defs><clipPath id="shield"><path d="${SHIELD}"/></clipPath></defs>
<path d="M12 12 H188 V120 C188 180 148 214 100 232 C52 214 12 180 12 120 Z" fill="#d4a017"/>
<g clip-path="url(#shield)"><rect width="200" height="240" fill="#7a1f2b"/><rect y="150" width="200" height="90" fill="#1f4e8c"/></g>
<path d="M30 166 Q47 158 64 166 T98 166 T132 166 T166 166 M50 186 Q67 178 84 186 T118 186 T152 186" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round"/>
<rect x="90" y="34" width="20" height="106" rx="2" fill="#f4c542"/>
<rect x="58" y="60" width="84" height="20" rx="2" fill="#f4c542"/>
<path d="M48 34 L51.5 44 L62 44 L53.5 50 L57 60 L48 54 L39 60 L42.5 50 L34 44 L44.5 44 Z" fill="#ffffff"/>
</svg>`;

const EMBLEM_BODY = `<circle cx="120" cy="120" r="116" fill="#e67e22"/>
<circle cx="120" cy="120" r="104" fill="#1f3a68"/>
<path d="M120 206 C78 196 70 158 88 130 C92 150 102 156 108 156 C96 132 104 104 124 84 C122 108 140 118 146 138 C150 128 150 118 148 110 C170 138 164 196 120 206 Z" fill="#f39c12"/>
<path d="M120 200 C98 192 94 170 104 154 C110 166 116 168 120 168 C114 150 122 136 132 126 C132 146 144 156 140 176 C138 190 130 198 120 200 Z" fill="#ffd56b"/>
<rect x="115" y="150" width="10" height="44" fill="#ffffff"/>
<rect x="104" y="162" width="32" height="9" fill="#ffffff"/>
<path d="M70 74 C88 62 104 66 116 78 C128 58 150 48 176 52 C158 60 148 72 144 84 C136 98 118 100 108 92 C96 96 82 90 70 74 Z" fill="#ffffff"/>
<circle cx="150" cy="64" r="2.6" fill="#1f3a68"/>`;

export const EMBLEM = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">${EMBLEM_BODY}</svg>`;

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">${EMBLEM_BODY}</svg>`;
