/**
 * Push notifications (shell.md section 7): the service worker at /sw.js, browser permission
 * asked after sign-in (a user gesture), and the welcome notification 'Semangat Bekerja!'.
 */
import { definitions } from '../definitions.ts';

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
  } catch {
    // Notifications are a courtesy; a refused or unsupported one changes nothing.
  }
}
