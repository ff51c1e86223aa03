/** The element of every location: the page's layout around its content. */
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router-dom';
import { useScreenRegistry } from '../screens/screenRegistry.tsx';
import { PageContent } from './PageContent.tsx';
import { PageFrame } from './PageFrame.tsx';
import type { RouteData } from './routeLoader.ts';
import { usePageTitle } from './usePageTitle.ts';
import { ErrorPage } from '../screens/errors/ErrorPage.tsx';
import { Suspense } from 'react';

function SignIn() {
  const Login = useScreenRegistry().login;
  return (
    <PageFrame layout="login">
      <Suspense fallback={null}>
        <Login page={{ path: '/', titleKey: 'menu.login', access: { public: true }, module: 'shell' }} params={{}} />
      </Suspense>
    </PageFrame>
  );
}

export function RouteView() {
  const data = useLoaderData() as RouteData;
  const location = useLocation();
  const { t } = useTranslation();
  usePageTitle(location.pathname);
  if (data.kind === 'signIn') return <SignIn />;
  if (data.kind === 'forbidden') {
    return (
      <PageFrame layout={data.page.layout ?? 'default'} title={t(data.page.titleKey)} breadcrumbs={{ page: data.page, params: {} }}>
        <ErrorPage status={403} path={location.pathname} framed />
      </PageFrame>
    );
  }
  const { page, params } = data;
  return (
    <PageFrame layout={page.layout ?? 'default'} title={t(page.titleKey)} breadcrumbs={{ page, params }}>
      {/* A new page (or new params) starts with fresh screen state. */}
      <PageContent key={`${page.path}|${JSON.stringify(params)}`} page={page} params={params} />
    </PageFrame>
  );
}
