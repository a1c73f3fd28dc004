/**
 * A route on a map towards a parcel under construction: the picture of the placeholder layout.
 * Drawn in the brand colours, so it follows the organization's theme.
 */
export function PlaceholderIllustration() {
  return (
    <svg
      viewBox="0 0 320 200"
      width="320"
      height="200"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <rect x="8" y="16" width="304" height="168" rx="20" fill="var(--mantine-color-brand-0)" />
      <path
        d="M8 128 C 70 108, 110 150, 170 124 S 270 96, 312 112 L 312 164 Q 312 184 292 184 L 28 184 Q 8 184 8 164 Z"
        fill="var(--mantine-color-brand-1)"
      />
      <path
        d="M52 148 C 92 148, 96 86, 140 86 S 190 132, 226 112 S 250 70, 262 64"
        fill="none"
        stroke="var(--mantine-color-brand-5)"
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <circle cx="52" cy="148" r="9" fill="var(--mantine-color-white)" stroke="var(--mantine-color-brand-8)" strokeWidth="3" />
      <circle cx="52" cy="148" r="3" fill="var(--mantine-color-brand-8)" />
      <g transform="translate(236 26)">
        <path
          d="M26 0 C 12 0, 2 10, 2 23 C 2 39, 26 60, 26 60 C 26 60, 50 39, 50 23 C 50 10, 40 0, 26 0 Z"
          fill="var(--mantine-color-brand-8)"
        />
        <circle cx="26" cy="23" r="9" fill="var(--mantine-color-white)" />
      </g>
      <g transform="translate(104 88)">
        <path d="M56 0 L 104 20 L 56 40 L 8 20 Z" fill="var(--mantine-color-brand-3)" />
        <path d="M8 20 L 56 40 L 56 88 L 8 68 Z" fill="var(--mantine-color-brand-5)" />
        <path d="M104 20 L 56 40 L 56 88 L 104 68 Z" fill="var(--mantine-color-brand-7)" />
        <path d="M32 10 L 80 30 L 80 44 L 32 24 Z" fill="var(--mantine-color-brand-2)" opacity="0.9" />
        <rect x="64" y="54" width="26" height="14" rx="2" transform="skewY(-22)" fill="var(--mantine-color-white)" opacity="0.85" />
      </g>
      <g transform="translate(206 132)">
        <rect x="0" y="20" width="60" height="10" rx="5" fill="var(--mantine-color-yellow-5)" />
        <rect x="6" y="8" width="10" height="14" rx="2" fill="var(--mantine-color-gray-7)" />
        <rect x="44" y="8" width="10" height="14" rx="2" fill="var(--mantine-color-gray-7)" />
        <path d="M4 20 L 10 4 L 50 4 L 56 20 Z" fill="none" stroke="var(--mantine-color-gray-7)" strokeWidth="3" strokeLinejoin="round" />
        <path d="M14 20 L 20 4 M 26 20 L 32 4 M 38 20 L 44 4" stroke="var(--mantine-color-yellow-5)" strokeWidth="4" />
      </g>
      <circle cx="40" cy="48" r="4" fill="var(--mantine-color-brand-3)" />
      <circle cx="196" cy="40" r="3" fill="var(--mantine-color-brand-4)" />
      <circle cx="284" cy="150" r="5" fill="var(--mantine-color-brand-2)" />
    </svg>
  );
}
