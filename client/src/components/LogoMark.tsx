import { useId } from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The compass-star mark used in the navigation, the footer, the admin sidebar and the favicon. */
export function LogoMark(props: SvgIconProps) {
  const gradientId = useId();
  return (
    <SvgIcon viewBox="0 0 32 32" aria-hidden {...props}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#0B6E79" />
          <stop offset="1" stopColor="#1BA8A0" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M16 5.5 19 13l7.5 3-7.5 3-3 7.5-3-7.5-7.5-3 7.5-3z" fill="#fff" />
      <circle cx="16" cy="16" r="2.6" fill="#FF7A59" />
    </SvgIcon>
  );
}
