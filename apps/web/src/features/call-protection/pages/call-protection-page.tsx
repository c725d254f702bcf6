import {
  BLOCKED_NUMBERS_MAX,
  BLOCKED_PREFIXES_MAX,
  CallProtectionCheck,
  CallProtectionMessage,
  type MarkedCategoryCode,
} from '@hall/contract/call-protection/rules';
import type { CallProtectionSettings } from '@hall/contract/call-protection/schemas';
import type { FieldCheck } from '@hall/contract/validators';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { useMember } from '../../../shared/member/use-member.ts';
import { BoundPage } from '../../../shared/ui/bound-page.tsx';
import { boundPhoneOf } from '../../../shared/ui/bound-view.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { callProtectionQuery, useSaveCallProtection } from '../api.ts';
import { CategoryPicker } from '../components/category-picker.tsx';
import { ListedValuesEditor } from '../components/listed-values-editor.tsx';
import '../call-protection.css';

interface SettingsValues {
  enabled: boolean;
  categories: MarkedCategoryCode[];
}

/** A list's check for one more value: its form, then not listed already, then room left. */
function checkAddition(check: FieldCheck, listed: string[], max: number, repeated: string, full: string, extra?: (value: string) => string | null): FieldCheck {
  return (value) => {
    const message = check(value);
    if (message) {
      return message;
    }
    const trimmed = value.trim();
    if (listed.includes(trimmed)) {
      return repeated;
    }
    return extra?.(trimmed) ?? (listed.length >= max ? full : null);
  };
}

function CallProtectionForm({ saved, ownPhone }: { saved: CallProtectionSettings; ownPhone: string }) {
  const form = useHallForm<SettingsValues>();
  const save = useSaveCallProtection();
  const [numbers, setNumbers] = useState(saved.numbers);
  const [prefixes, setPrefixes] = useState(saved.prefixes);

  const submit = (values: SettingsValues) => {
    save.mutate(
      { enabled: values.enabled, categories: values.categories, numbers, prefixes },
      { onSuccess: () => showSuccessToast(CallProtectionMessage.SAVED) },
    );
  };

  return (
    <>
      <p className="call-protection-intro">开启后，来自拦截号码、拦截号段及所选标记类别号码的来电和短信将被拦截，不再打扰您，可在拦截记录中查看。</p>
      <HallForm form={form} onSubmit={submit} initialValues={{ enabled: saved.enabled, categories: saved.categories }}>
        <Form.Item name="enabled" label="骚扰拦截" valuePropName="checked" childElementPosition="right">
          <Switch aria-label="开启骚扰拦截" />
        </Form.Item>
        <Form.Header>拦截标记号码</Form.Header>
        <Form.Item name="categories">
          <CategoryPicker />
        </Form.Item>
      </HallForm>
      <ListedValuesEditor
        label="拦截号码"
        placeholder="手机、固话或服务号码"
        hint="固话请带区号，如 075512345678。"
        maxLength={20}
        max={BLOCKED_NUMBERS_MAX}
        values={numbers}
        check={checkAddition(
          CallProtectionCheck.NUMBER,
          numbers,
          BLOCKED_NUMBERS_MAX,
          CallProtectionMessage.NUMBER_REPEATED,
          CallProtectionMessage.NUMBERS_TOO_MANY,
          (value) => (value === ownPhone ? CallProtectionMessage.OWN_NUMBER : null),
        )}
        onAdd={(value) => setNumbers([...numbers, value])}
        onRemove={(value) => setNumbers(numbers.filter((number) => number !== value))}
      />
      <ListedValuesEditor
        label="拦截号段"
        placeholder="号码开头，如0755、400、95"
        hint="以该号段开头的号码都会被拦截，紧急号码不受影响。"
        maxLength={8}
        max={BLOCKED_PREFIXES_MAX}
        values={prefixes}
        check={checkAddition(
          CallProtectionCheck.PREFIX,
          prefixes,
          BLOCKED_PREFIXES_MAX,
          CallProtectionMessage.PREFIX_REPEATED,
          CallProtectionMessage.PREFIXES_TOO_MANY,
        )}
        onAdd={(value) => setPrefixes([...prefixes, value])}
        onRemove={(value) => setPrefixes(prefixes.filter((prefix) => prefix !== value))}
      />
      <SubmitBar form={form} text="保存设置" isPending={save.isPending} />
    </>
  );
}

/** /callProtection: 骚扰拦截 of the bound number — on or off, marked categories, blocked numbers and ranges. */
export function CallProtectionPage() {
  const navigate = useNavigate();
  const member = useMember();
  const settings = useQuery({ ...callProtectionQuery, enabled: boundPhoneOf(member) !== '' });

  return (
    <BoundPage title="骚扰拦截" member={member} failedTitle="信息加载失败">
      {(phone) => (
        <>
          <QueryView query={settings} loading={6} failedTitle="拦截设置加载失败">
            {(data) => <CallProtectionForm saved={data} ownPhone={phone} />}
          </QueryView>
          <div className="gift-records-link call-protection-records-link">
            <Button fill="none" color="primary" size="small" onClick={() => navigate('/callInterceptions')}>
              拦截记录
            </Button>
          </div>
        </>
      )}
    </BoundPage>
  );
}
