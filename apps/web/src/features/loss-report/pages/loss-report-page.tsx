import { QueryView } from '../../../shared/ui/query-view.tsx';
import { boundPhoneOf, BoundView } from '../../../shared/ui/bound-view.tsx';
import { checkLossReportPassword } from '@hall/contract/loss-report/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { lossReportStatusQuery, useChangeLossReport } from '../api.ts';
import '../loss-report.css';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';

const REPORT_WARNING = '挂失后，本号码将暂停通话、上网和短信（含验证码），其他设备上的登录将退出。确定挂失吗？';
const LIFT_WARNING = '解挂后，本号码将恢复通话、上网和短信。请确认手机已找回。确定解挂吗？';

/** /lossReport: 挂失 a lost phone's number with the service password, 解挂 it when the phone is found. */
export function LossReportPage() {
  const navigate = useNavigate();
  const member = useMember();
  const isBound = boundPhoneOf(member) !== '';
  const status = useQuery({ ...lossReportStatusQuery, enabled: isBound });
  const change = useChangeLossReport();
  const form = useHallForm<{ phonePassword: string }>();

  const submit = async (action: 'report' | 'lift', phonePassword: string) => {
    const content = action === 'report' ? REPORT_WARNING : LIFT_WARNING;
    if (!(await showConfirm({ title: action === 'report' ? '确认挂失' : '确认解挂', content }))) {
      return;
    }
    change.mutate(
      { action, phonePassword },
      {
        onSuccess: () => {
          form.resetFields();
          showToast(action === 'report' ? '挂失成功' : '解挂成功');
        },
      },
    );
  };

  const content = (
    <BoundView member={member} loading={3}>
      {() => (
        <QueryView query={status} loading={3} failedTitle="挂失状态查询失败">
          {(current) => {
            const reportedAt = current.reportedAt;
            return (
              <>
                <section className="loss-report-card" aria-label="号码状态">
                  <div className="loss-report-head">
                    <h2 className="loss-report-number">{current.phone}</h2>
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
                <HallForm form={form} onSubmit={({ phonePassword }) => void submit(reportedAt ? 'lift' : 'report', phonePassword)}>
                  <TextField name="phonePassword" label="服务密码" kind="servicePassword" placeholder="请输入服务密码" check={checkLossReportPassword} />
                </HallForm>
                <p className="page-intro">
                  忘记服务密码？<Link to="/notPassword">重置服务密码</Link>，或携带本人身份证到营业厅办理
                </p>
                <SubmitBar form={form} text={reportedAt ? '解除挂失' : '立即挂失'} isPending={change.isPending} isDanger={!reportedAt}>
                  {reportedAt ? (
                    <Button block fill="outline" color="primary" className="loss-report-second-action" onClick={() => navigate('/changeCard')}>
                      补办新卡
                    </Button>
                  ) : null}
                </SubmitBar>
              </>
            );
          }}
        </QueryView>
      )}
    </BoundView>
  );

  return (
    <div className="page">
      <PageHeader title="挂失/解挂" />
      {content}
    </div>
  );
}
