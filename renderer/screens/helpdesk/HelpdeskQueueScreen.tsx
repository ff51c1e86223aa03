/**
 * A handler's queue (/apps/helpdesk/handler/<support|rental|vc>): the generic ticket list, with
 * its workflow buttons on each row, opened on the desk's channel (the page's last segment) as
 * the list's channel filter. The filter lives in the address like any list filter, so the
 * handler may widen it; the queue only chooses where the list starts.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LoadedPage } from '../../../engine/definitions/model.ts';
import { loadResourceDefinitions } from '../../definitions.ts';
import ViewRenderer from '../../generic/ViewRenderer.tsx';
import type { ScreenProps } from '../screenProps.ts';

const channelFilter = 'filter[channel]';
const resource = 'helpdesk_ticket';

export default function HelpdeskQueueScreen({ page, params }: ScreenProps) {
  const channel = page.path.split('/').at(-1) ?? '';
  const [search, setSearch] = useSearchParams();
  const hasQuery = [...search.keys()].length > 0;
  // A screen page does not name its resource, so the route loader has not fetched the ticket's definition.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void loadResourceDefinitions(resource).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!hasQuery) setSearch(new URLSearchParams({ [channelFilter]: channel }), { replace: true });
  }, [hasQuery, channel, setSearch]);
  if (!hasQuery || !loaded) return null;
  const listPage: LoadedPage = { ...page, view: { kind: 'list', resource } };
  return (
    <div data-testid="helpdesk-queue" data-channel={channel}>
      <ViewRenderer page={listPage} params={params} />
    </div>
  );
}
