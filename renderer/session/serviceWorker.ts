/**
 * Push notifications (shell.md section 7): the service worker at /sw.js, browser permission
 * asked after sign-in (a user gesture), the welcome notification 'Semangat Bekerja!', and the
 * browser's push subscription handed to the server (server/realtime/webPush.ts), so new work
 * reaches the user while no portal tab is open.
 */
import { definitions } from '../definitions.ts';
import { apiFetch, apiJson } from './apiClient.ts';

const WELCOME = definitions.app.notifications.welcome ?? 'Semangat Bekerja!';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}

export async function welcomeNotification(): Promise<void> {
  if (!('Notification' in window)) return;
  try {
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') return;
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    if (registration) await registration.showNotification(WELCOME, { icon: '/logo.svg' });
    else new Notification(WELCOME, { icon: '/logo.svg' });
    if (registration) await subscribeToPush(registration);
  } catch {
    // Notifications are a courtesy; a refused or unsupported one changes nothing.
  }
}

/** The server's VAPID public key as the bytes PushManager wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function subscribeToPush(registration: ServiceWorkerRegistration): Promise<void> {
  if (!('pushManager' in registration)) return;
  const { data } = await apiJson<{ data: { publicKey: string } }>('/sso/push/key');
  const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(data.publicKey) }));
  await apiFetch('/sso/push/subscriptions', { method: 'POST', body: JSON.stringify(subscription.toJSON()) });
}
