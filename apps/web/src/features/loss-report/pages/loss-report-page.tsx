import { LossReportMessage } from '@hall/contract/loss-report/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatMinuteTime } from '../../../shared/lib/format.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { BindRequired, PageSkeleton } from '../../../shared/ui/bind-required.tsx';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { LoadFailed, retryOf } from '../../../shared/ui/load-failed.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { lossReportStatusQuery, useChangeLossReport } from '../api.ts';
import '../loss-report.css';
import { ServicePasswordField } from '../../../shared/ui/service-password-field.tsx';

const REPORT_WARNING = '挂失后，本号码将暂停通话、上网和短信（含验证码），其他设备上的登录将退出。确定挂失吗？';
const LIFT_WARNING = '解挂后，本号码将恢复通话、上网和短信。请确认手机已找回。确定解挂吗？';

/** /lossReport: 挂失 a lost phone's number with the service password, 解挂 it when the phone is found. */
export function LossReportPage() {
  const navigate = useNavigate();
  const member = useMember();
  const isBound = Boolean(member.data?.mobilePhoneInfo?.mobilePhone);
  const status = useQuery({ ...lossReportStatusQuery, enabled: isBound });
  const change = useChangeLossReport();
  const [password, setPassword] = useState('');

  const submit = async (action: 'report' | 'lift') => {
    if (!password) {
      showToast(LossReportMessage.PASSWORD_REQUIRED);
      return;
    }
    const content = action === 'report' ? REPORT_WARNING : LIFT_WARNING;
    if (!(await showConfirm({ title: action === 'report' ? '确认挂失' : '确认解挂', content }))) {
      return;
    }
    change.mutate(
      { action, phonePassword: password },
      {
        onSuccess: () => {
          setPassword('');
          showToast(action === 'report' ? '挂失成功' : '解挂成功');
        },
      },
    );
  };

  let content;
  if (member.isPending) {
    content = <PageSkeleton lineCount={3} />;
  } else if (member.isError) {
    content = <LoadFailed {...retryOf(member)} />;
  } else if (!isBound) {
    content = <BindRequired />;
  } else if (status.isPending) {
    content = <PageSkeleton lineCount={3} />;
  } else if (status.isError) {
    content = <LoadFailed title="挂失状态查询失败" {...retryOf(status)} />;
  } else {
    const reportedAt = status.data.reportedAt;
    content = (
      <>
        <section className="loss-report-card" aria-label="号码状态">
          <div className="loss-report-head">
            <h2 className="loss-report-number">{status.data.phone}</h2>
            {reportedAt ? <Tag color="danger">已挂失</Tag> : <Tag color="success">正常使用</Tag>}
          </div>
          {reportedAt && <p className="loss-report-since">挂失时间：{formatMinuteTime(reportedAt)}</p>}
          <ul className="loss-report-notes">
            {reportedAt ? (
              <>
                <li>挂失期间号码暂停通话、上网和短信，月租照常收取。</li>
                <li>手机找回后，输入服务密码即可解挂；补办新卡审核通过后自动解挂。</li>
              </>
            ) : (
              <>
                <li>手机丢失或被盗时，请立即挂失，防止他人使用您的号码。</li>
                <li>挂失后号码暂停通话、上网和短信，其他设备上的登录将退出。</li>
              </>
            )}
          </ul>
        </section>
        <Form layout="horizontal" mode="card">
          <ServicePasswordField value={password} onChange={setPassword} />
        </Form>
        <p className="page-intro">
          忘记服务密码？<Link to="/notPassword">重置服务密码</Link>，或携带本人身份证到营业厅办理
        </p>
        <div className="page-actions">
          {reportedAt ? (
            <>
              <Button block color="primary" loading={change.isPending} onClick={() => void submit('lift')}>
                解除挂失
              </Button>
              <Button block fill="outline" color="primary" className="loss-report-second-action" onClick={() => navigate('/changeCard')}>
                补办新卡
              </Button>
            </>
          ) : (
            <Button block color="danger" loading={change.isPending} onClick={() => void submit('report')}>
              立即挂失
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="page">
      <PageHeader title="挂失/解挂" />
      {content}
    </div>
  );
}
