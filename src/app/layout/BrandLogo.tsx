import { brand } from '../../theme';

/** The operator's mark: a gold sun over terracotta hills and a savannah line. */
export function BrandLogo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="brand-tile">
          <rect width="64" height="64" rx="14" />
        </clipPath>
      </defs>
      <g clipPath="url(#brand-tile)">
        <rect width="64" height="64" fill={brand.indigoDark} />
        <rect y="8" width="64" height="4" fill={brand.gold} />
        <circle cx="32" cy="32" r="12" fill={brand.gold} />
        <path d="M0 46c10-6 21-7 32-3s22 3 32-3v24H0z" fill={brand.terracotta} />
        <path d="M0 52c10-5 21-6 32-2s22 3 32-2" fill="none" stroke="#3f7d4a" strokeWidth="4" />
      </g>
    </svg>
  );
}
