/**
 * A round picture with the person's initials behind it (shown when there is no picture or it
 * fails), and an optional presence dot: what the header used Fluent's Avatar for, as plain
 * elements styled by layout.css (.pt-avatar).
 */
import { useState, type ReactNode } from 'react';

export type Presence = 'available' | 'busy' | 'away' | 'offline';

export interface PlainAvatarProps {
  readonly size: number;
  readonly name?: string;
  readonly src?: string;
  readonly icon?: ReactNode;
  readonly presence?: Presence;
  readonly label?: string;
  /** brand: the theme's colour; colorful: one of a few colours chosen by the name */
  readonly color?: 'brand' | 'colorful';
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase();
}

function hueOf(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return Math.abs(hash) % 8;
}

export function PlainAvatar({ size, name, src, icon, presence, label, color = 'colorful' }: PlainAvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className="pt-avatar"
      role={label ? 'img' : undefined}
      aria-label={label}
      data-color={color === 'brand' ? 'brand' : `c${hueOf(name ?? '')}`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
    >
      <span className="pt-avatar-initials" aria-hidden>
        {name ? initialsOf(name) : icon}
      </span>
      {src && !failed && <img className="pt-avatar-image" src={src} alt="" onError={() => setFailed(true)} />}
      {presence && <span className="pt-avatar-presence" data-presence={presence} aria-hidden />}
    </span>
  );
}
