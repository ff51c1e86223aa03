/** /public: the services a signed-out visitor may use, each with a short explanation. */
import { Body1, Link, Subtitle2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ScreenProps } from '../screenProps.ts';
import { PublicFrame } from './PublicFrame.tsx';

const services = [
  {
    to: '/public/digital-signature',
    title: 'public.home.signature',
    text: 'public.home.signatureText',
  },
  {
    to: '/public/reset-password',
    title: 'public.home.reset',
    text: 'public.home.resetText',
  },
  {
    to: '/public/sharing',
    title: 'public.home.sharing',
    text: 'public.home.sharingText',
  },
];

export default function PublicHomeScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <PublicFrame title={page.titleKey} testId="public-home" state="ready">
      {() => (
        <>
          <Body1>{t('public.home.intro')}</Body1>
          {services.map((service) => (
            <div key={service.to} style={{ display: 'grid', gap: 2 }}>
              <Subtitle2 as="h2" style={{ margin: 0 }}>
                <Link as="span">
                  <RouterLink to={service.to}>{t(service.title)}</RouterLink>
                </Link>
              </Subtitle2>
              <Body1>{t(service.text)}</Body1>
            </div>
          ))}
        </>
      )}
    </PublicFrame>
  );
}
