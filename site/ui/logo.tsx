// The foundation's mark: a green sprout growing from a yellow ribbon loop, inside a circle.
export function Logo({size = 40, title}: {size?: number; title?: string}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <circle cx="24" cy="24" r="23" fill="#1E5C3A" />
      <path d="M16 36c2-6 6-9 8-9s6 3 8 9c-3-2-5-3-8-3s-5 1-8 3z" fill="#F5C531" />
      <path d="M24 28V16" stroke="#FFFFFF" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 20c-5 0-8-3-8-8 5 0 8 3 8 8z" fill="#CFE8D6" />
      <path d="M24 17c0-5 3-8 9-8 0 5-4 8-9 8z" fill="#FFFFFF" />
    </svg>
  );
}
