/**
 * Dashboard v1, the landing page after sign-in: the applications the user may open, their
 * latest support tickets, today's birthdays, and the skd and dora parts when the server sent them
 * (it sends them only to users with those permissions).
 */
import { Avatar, Body1, Caption1, Card, Spinner, Subtitle1, Title3 } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../session/sessionStore.ts';
import { avatarUrl } from '../../shell/header/ProfileMenu.tsx';
import { refreshDashboard, useDashboardStore, type BirthdayPerson } from './dashboardStore.ts';
import { AppShortcuts } from './AppShortcuts.tsx';
import { MyTickets } from './MyTickets.tsx';
import { SummaryPart } from './SummaryPart.tsx';

function text(person: BirthdayPerson, ...keys: string[]): string | undefined {
  for (const key of keys) if (typeof person[key] === 'string' && person[key] !== '') return person[key] as string;
  return undefined;
}

function Birthdays({ people }: { readonly people: readonly BirthdayPerson[] }) {
  const { t } = useTranslation();
  return (
    <Card className="pt-card" data-testid="birthday-list">
      <Subtitle1 as="h2" block>
        {t('shell.dashboard.birthdays')}
      </Subtitle1>
      {people.length === 0 ? (
        <Body1 className="pt-muted">{t('shell.dashboard.noBirthdays')}</Body1>
      ) : (
        <ul className="pt-people">
          {people.map((person, index) => {
            const name = text(person, 'name', 'full_name', 'username') ?? '—';
            const avatar = text(person, 'avatar');
            return (
              <li key={String(person.id ?? index)} className="pt-person" data-testid="birthday-person">
                <Avatar name={name} image={avatar ? { src: avatarUrl(avatar) } : undefined} color="colorful" />
                <div>
                  <Body1 block>{name}</Body1>
                  <Caption1 className="pt-muted">{text(person, 'department', 'department_name', 'position', 'office') ?? ''}</Caption1>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

export default function DashboardV1Screen() {
  const { t } = useTranslation();
  const data = useDashboardStore((s) => s.data);
  const user = useSessionStore((s) => s.user);

  useEffect(() => {
    void refreshDashboard();
  }, []);

  return (
    <div className="pt-stack" data-testid="dashboard-v1">
      <Title3 as="h1">
        {t('shell.dashboard.welcome', { defaultValue: 'Welcome, {{name}}', name: user?.name ?? user?.username ?? '' })}
      </Title3>
      <div className="pt-dashboard-grid">
        <AppShortcuts />
        <MyTickets />
        {!data ? (
          <Spinner label={t('shell.layout.loading')} />
        ) : (
          <>
            <Birthdays people={data.birthday} />
            {data.skd !== undefined && <SummaryPart testId="dashboard-skd" title={t('shell.dashboard.skd')} value={data.skd} />}
            {data.dora !== undefined && <SummaryPart testId="dashboard-dora" title={t('shell.dashboard.dora')} value={data.dora} />}
          </>
        )}
      </div>
    </div>
  );
}
