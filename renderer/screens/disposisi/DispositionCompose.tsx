/**
 * A new disposition (/apps/disposisi/message): to one person (POST /sso/disposisi/user/data) or
 * to a rank group (POST /sso/disposisi/data), the group proposed by GET group-auto. A group send
 * may go through a director: the positions offered are those of master/jabatan (ids 4 and 5 but
 * the sender's own), and the departments under the chosen one come from master/department
 * (modules.md section 6); the people it will reach are listed before sending.
 * A letter from the incoming mail list arrives as ?doc_id= (its title in the link's state).
 */
import { Body1, Button, Caption1, Card, Combobox, Dropdown, Field, Option, Radio, RadioGroup, Textarea, Title3, ToggleButton } from '@fluentui/react-components';
import { ArrowLeftRegular, SendRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { dispositionGroups } from '../../../engine/org/dispositionGroups.ts';
import { reportFailure } from '../../data/requestFailure.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
import { notifySuccess } from '../../shell/notifications.ts';
import { disposisiApi, type Option as Choice } from './disposisiApi.ts';

type Mode = 'user' | 'group';

function ChoiceDropdown({ label, choices, value, onChange, empty }: { label: string; choices: readonly Choice[]; value: string; onChange: (value: string) => void; empty?: string }) {
  const shown = choices.find((choice) => String(choice.value) === value)?.label ?? (value === '' ? (empty ?? '') : value);
  return (
    <Field label={label}>
      <Dropdown value={shown} selectedOptions={[value]} onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}>
        {empty !== undefined && <Option value="">{empty}</Option>}
        {choices.map((choice) => (
          <Option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

export function DispositionCompose() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const me = useSessionStore((s) => s.user?.username);
  const docId = /^\d+$/.test(params.get('doc_id') ?? '') ? Number(params.get('doc_id')) : null;
  const docTitle = (location.state as { docTitle?: string } | null)?.docTitle;

  const [mode, setMode] = useState<Mode>('group');
  const [recipient, setRecipient] = useState('');
  const [group, setGroup] = useState('');
  const [director, setDirector] = useState('');
  const [department, setDepartment] = useState('');
  const [subDepartment, setSubDepartment] = useState('');
  const [priority, setPriority] = useState('1');
  const [hashtags, setHashtags] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [sending, setSending] = useState(false);

  const people = useSWR(['options', 'accountNames'], () => disposisiApi.options('/sso/options/accountNames'), { revalidateOnFocus: false });
  const automatic = useSWR(['disposisi', 'group-auto'], () => disposisiApi.automaticGroup(), { revalidateOnFocus: false });
  const priorities = useSWR(['disposisi', 'priorities'], () => disposisiApi.options('/sso/disposisi/priority'), { revalidateOnFocus: false });
  const tags = useSWR(['disposisi', 'hashtags'], () => disposisiApi.options('/sso/disposisi/hashtag'), { revalidateOnFocus: false });
  const directors = useSWR(['disposisi', 'jabatan'], () => disposisiApi.options('/sso/disposisi/master/jabatan'), { revalidateOnFocus: false });
  const departments = useSWR(director ? ['disposisi', 'departments', director] : null, () => disposisiApi.options('/sso/disposisi/master/department', { director_position: director }));
  const subDepartments = useSWR(department ? ['disposisi', 'sub-departments', department] : null, () => disposisiApi.options(`/sso/disposisi/master/sub-department/${department}`));
  const members = useSWR(mode === 'group' && group ? ['disposisi', 'members', group, director, department] : null, () =>
    disposisiApi.groupMembers(group, { director_position: director, department_id: department }),
  );

  useEffect(() => {
    if (!group && automatic.data) setGroup(automatic.data.group);
  }, [automatic.data, group]);

  const groupChoices = dispositionGroups.map((value) => ({ value, label: t(`disposisi.disposition.group.${value}`) }));
  const peopleChoices = (people.data ?? []).filter((person) => person.value !== me);

  const send = async () => {
    setSending(true);
    const common = {
      notes,
      priority: Number(priority),
      hashtags,
      ...(docId ? { doc_id: docId } : {}),
    };
    try {
      if (mode === 'user') {
        const answer = await disposisiApi.sendToUser({ ...common, recipient });
        notifySuccess(answer.message);
      } else {
        const answer = await disposisiApi.sendToGroup({
          ...common,
          recipient_group: group,
          ...(director ? { director_position: Number(director) } : {}),
          ...(department ? { department_id: Number(department) } : {}),
          ...(subDepartment ? { sub_department_id: Number(subDepartment) } : {}),
        });
        notifySuccess(answer.message);
      }
      navigate('/apps/disposisi?show_state=sent');
    } catch (error) {
      reportFailure(error);
    } finally {
      setSending(false);
    }
  };

  const departmentNames = (departments.data ?? []).map((choice) => choice.label).join(', ');
  // Settled once the choices every compose needs have answered (the others follow a choice).
  const needed = [people, automatic, priorities, tags, directors];
  const state = needed.some((load) => load.data === undefined && !load.error) ? 'loading' : needed.some((load) => load.error) ? 'failed' : 'ready';
  return (
    <div className="pt-stack" data-testid="disposition-compose" data-screen-state={state}>
      <div className="pt-screen-head">
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('disposisi.message.back')} onClick={() => navigate('/apps/disposisi')} />
        <Title3 as="h1">{t('disposisi.message.composeTitle')}</Title3>
      </div>
      <Card className="pt-card pt-form-card">
        {docId && (
          <Field label={t('disposisi.message.letter')}>
            <Body1 data-testid="compose-letter">{docTitle ?? `#${docId}`}</Body1>
          </Field>
        )}
        <Field label={t('disposisi.message.sendTo')}>
          <RadioGroup layout="horizontal" value={mode} onChange={(_, data) => setMode(data.value as Mode)}>
            <Radio value="group" label={t('disposisi.message.toGroup')} />
            <Radio value="user" label={t('disposisi.message.toUser')} />
          </RadioGroup>
        </Field>
        {mode === 'user' ? (
          <Field label={t('disposisi.disposition.field.recipient')} required>
            <Combobox
              aria-label={t('disposisi.disposition.field.recipient')}
              value={peopleChoices.find((person) => person.value === recipient)?.label}
              selectedOptions={recipient ? [recipient] : []}
              onOptionSelect={(_, data) => setRecipient(data.optionValue ?? '')}
            >
              {peopleChoices.map((person) => (
                <Option key={String(person.value)} value={String(person.value)}>
                  {person.label}
                </Option>
              ))}
            </Combobox>
          </Field>
        ) : (
          <>
            <ChoiceDropdown label={t('disposisi.disposition.field.recipient_group')} choices={groupChoices} value={group} onChange={setGroup} />
            <ChoiceDropdown
              label={t('disposisi.disposition.field.director_position')}
              choices={directors.data ?? []}
              value={director}
              empty="—"
              onChange={(value) => {
                setDirector(value);
                setDepartment('');
                setSubDepartment('');
              }}
            />
            {director && departmentNames && <Caption1 data-testid="director-departments">{t('disposisi.message.directorDepartments', { names: departmentNames })}</Caption1>}
            {director && (
              <ChoiceDropdown
                label={t('disposisi.disposition.field.department_id')}
                choices={departments.data ?? []}
                value={department}
                empty="—"
                onChange={(value) => {
                  setDepartment(value);
                  setSubDepartment('');
                }}
              />
            )}
            {department && (subDepartments.data ?? []).length > 0 && (
              <ChoiceDropdown label={t('disposisi.disposition.field.sub_department_id')} choices={subDepartments.data ?? []} value={subDepartment} empty="—" onChange={setSubDepartment} />
            )}
            <div data-testid="group-members">
              <Caption1 block>{members.data && (members.data.length ? t('disposisi.message.groupMembers', { count: members.data.length }) : t('disposisi.message.noMembers'))}</Caption1>
              {members.data && members.data.length > 0 && <Caption1 className="pt-muted">{members.data.map((member) => member.name).join(', ')}</Caption1>}
            </div>
          </>
        )}
        <ChoiceDropdown label={t('disposisi.disposition.field.priority')} choices={priorities.data ?? []} value={priority} onChange={setPriority} />
        <Field label={t('disposisi.disposition.field.hashtags')}>
          <div className="pt-badges">
            {(tags.data ?? []).map((tag) => {
              const on = hashtags.includes(String(tag.value));
              return (
                <ToggleButton
                  key={String(tag.value)}
                  size="small"
                  checked={on}
                  onClick={() => setHashtags(on ? hashtags.filter((value) => value !== tag.value) : [...hashtags, String(tag.value)])}
                >
                  {tag.label}
                </ToggleButton>
              );
            })}
          </div>
        </Field>
        <Field label={t('disposisi.disposition.field.notes')} required>
          <Textarea value={notes} onChange={(_, data) => setNotes(data.value)} resize="vertical" rows={5} />
        </Field>
        <div>
          <Button appearance="primary" icon={<SendRegular />} disabled={sending} onClick={() => void send()}>
            {sending ? t('disposisi.message.sending') : t('disposisi.message.send')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
