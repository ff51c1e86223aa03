/**
 * An employee's DEPS picture (GET /sso/hr/deps/picture/{file}), fetched with the session's token
 * (an <img> would not carry it) and shown as an avatar; the initials while it comes or when it
 * fails.
 */
import { Avatar } from '@fluentui/react-components';
import { useEffect } from 'react';
import useSWR from 'swr';
import { apiFetch } from '../../session/apiClient.ts';

async function pictureUrl(file: string): Promise<string | undefined> {
  const response = await apiFetch(`/sso/hr/deps/picture/${encodeURIComponent(file)}`);
  return response.ok ? URL.createObjectURL(await response.blob()) : undefined;
}

export function EmployeePhoto({ name, file }: { readonly name: string; readonly file?: string | null }) {
  const { data: url } = useSWR(file ? ['depsPicture', file] : null, () => pictureUrl(file!), { revalidateOnFocus: false });
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return <Avatar name={name} size={40} image={url ? { src: url, alt: '' } : undefined} data-testid="employee-photo" />;
}
