/** The signed-in user's own data (/apps/profile), as the profile call returned it. */
import { Avatar, Badge, Body1, Caption1, Card, Subtitle1, Title3 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../session/sessionStore.ts';
import { AppLink } from '../../shell/AppLink.tsx';
import { avatarUrl } from '../../shell/header/ProfileMenu.tsx';
import type { ScreenProps } from '../screenProps.ts';

/** Fields shown elsewhere on this screen, or secrets that have no place on it. */
const HIDDEN = new Set(['permissions', 'roles', 'avatar', 'password', 'username', 'name', 'must_change_password']);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The user resource's field labels name the profile's fields too. */
function useFieldLabel(): (key: string) => string {
  const { t, i18n } = useTranslation();
  return (key) => {
    const candidates = [`admin.user.field.${key}`, `admin.user.field.${key.replace(/_id$/, '')}`, `common.field.${key}`];
    const found = candidates.find((candidate) => i18n.exists(candidate));
    return found ? t(found) : key;
  };
}

export default function ProfileScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const user = useSessionStore((s) => s.user);
  const avatar = useSessionStore((s) => s.avatar);
  if (!user) return null;
  const details = Object.entries(user.raw).filter(([key, value]) => !HIDDEN.has(key) && (typeof value !== 'object' || value === null));
  return (
    <div className="pt-stack" data-testid="profile">
      <Card className="pt-card">
        <div className="pt-profile-head">
          <Avatar size={72} name={user.name ?? user.username} image={{ src: avatarUrl(avatar) }} color="colorful" />
          <div>
            <Title3 as="h1" block>
              {user.name ?? user.username}
            </Title3>
            <Body1 block className="pt-muted" data-testid="profile-username">
              {user.username}
            </Body1>
            <div className="pt-badges">
              {user.roles.map((role) => (
                <Badge key={role} appearance="tint">
                  {role}
                </Badge>
              ))}
            </div>
          </div>
        </div>
      </Card>
      <Card className="pt-card">
        <Subtitle1 as="h2">{t(page.titleKey)}</Subtitle1>
        <dl className="pt-details">
          {details.map(([key, value]) => (
            <div key={key} className="pt-detail">
              <dt>
                <Caption1>{fieldLabel(key)}</Caption1>
              </dt>
              <dd>{show(value)}</dd>
            </div>
          ))}
          <div className="pt-detail">
            <dt>
              <Caption1>{t('admin.role.field.permissions')}</Caption1>
            </dt>
            <dd>{user.permissions.length}</dd>
          </div>
        </dl>
        <AppLink to="/apps/change-password">{t('menu.profile_change-password')}</AppLink>
      </Card>
    </div>
  );
}
