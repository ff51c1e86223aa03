/**
 * The header profile menu of menu.json: Profile, DEPS and Log Out when signed in, Login when
 * not. The avatar comes from /sso/gn/dp/{file}.
 */
import { Avatar, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProfileItem } from '../../../engine/generated/definitions.ts';
import { avatarPath } from '../../../engine/user/profile.ts';
import { definitions } from '../../definitions.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
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
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="transparent" className="pt-header-button pt-profile-button" data-testid="profile-menu" aria-label={signedIn ? undefined : t('shell.header.profileMenu')}>
          {signedIn ? (
            <Avatar size={28} name={user.name ?? user.username} image={{ src: avatarUrl(avatar) }} color="colorful" />
          ) : (
            <Avatar size={28} icon={<PersonRegular />} />
          )}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <MenuItem key={item.id} data-testid={`profile-${item.id}`} icon={item.action === 'logout' ? <SignOutRegular /> : undefined} onClick={() => choose(item)}>
              {t(item.titleKey)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
