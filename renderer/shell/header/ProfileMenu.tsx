/**
 * The header profile menu of menu.json: Profile, DEPS and Log Out when signed in, Login when
 * not. The avatar comes from /sso/gn/dp/{file}.
 */
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProfileItem } from '../../../engine/generated/definitions.ts';
import { avatarPath } from '../../../engine/user/profile.ts';
import { definitions } from '../../definitions.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
import { PlainAvatar } from '../plain/PlainAvatar.tsx';
import { PlainMenu } from '../plain/PlainMenu.tsx';
import { useLogout } from './useLogout.ts';

/** "The avatar is fetched from /sso/gn/dp/{file}." */
export const avatarUrl = avatarPath;

export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = useSessionStore((s) => s.user);
  const avatar = useSessionStore((s) => s.avatar);
  const signedIn = !!user?.username;
  const items: readonly ProfileItem[] = signedIn ? definitions.menu.profileMenu.signedIn : definitions.menu.profileMenu.signedOut;

  const choose = (item: ProfileItem) => {
    if (item.action === 'logout') void logout();
    else if (item.page) void navigate(item.page);
  };

  return (
    <PlainMenu
      buttonClassName="pt-header-button pt-profile-button"
      buttonTestId="profile-menu"
      buttonLabel={signedIn ? undefined : t('shell.header.profileMenu')}
      items={items.map((item) => ({
        key: item.id,
        label: t(item.titleKey),
        testId: `profile-${item.id}`,
        icon: item.action === 'logout' ? <SignOutRegular fontSize={20} /> : undefined,
        onSelect: () => choose(item),
      }))}
    >
      {signedIn ? (
        <PlainAvatar size={28} label={user.name ?? user.username} name={user.name ?? user.username} src={avatarUrl(avatar)} />
      ) : (
        <PlainAvatar size={28} icon={<PersonRegular fontSize={16} />} />
      )}
    </PlainMenu>
  );
}
