import { Button, Dialog, List, Popup, Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { readAgentToken } from '../../../shared/lib/storage.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { agentProfileQuery, useAgentLogout } from '../agent-login-api.ts';
import { readStoredProfile } from '../agent-storage.ts';
import { ScanLinkPopup } from '../components/scan-link-popup.tsx';
import '../agent.css';

const PROFILE_FAILED = '获取数据失败，请稍后重试';

/** /OpenCardMessage: the agent home with name, work number, the entries to the three openings (开卡, 虚商开卡, 线上开卡) and logout. */
export function OpenCardMessagePage() {
  const navigate = useNavigate();
  const hasSession = readAgentToken() !== null;
  const profileQuery = useQuery({ ...agentProfileQuery(), enabled: hasSession });
  // The profile stored at login shows at once; the server's copy replaces it when it answers.
  const profile = { ...profileQuery, data: profileQuery.data ?? readStoredProfile() ?? undefined };
  const [isInfoVisible, setIsInfoVisible] = useState(false);
  const [isScanLinkVisible, setIsScanLinkVisible] = useState(false);
  const logout = useAgentLogout();

  useEffect(() => {
    if (!hasSession) {
      navigate('/login', { replace: true });
    }
  }, [hasSession, navigate]);

  const logOut = async () => {
    if (await showConfirm({ title: '提示', content: '确定要退出登录吗？', confirmText: '退出' })) {
      Dialog.clear();
      logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
    }
  };

  return (
    <div className="page agent-home">
      <PageHeader title="开卡首页" onBack={() => void logOut()} />
      <section className="agent-home-card" aria-label="代理商信息">
        <QueryView query={profile} loading={<Skeleton.Paragraph lineCount={2} animated />} failedTitle={PROFILE_FAILED}>
          {(shown) => (
            <>
              <div className="agent-home-name">{shown.workName}</div>
              <div className="agent-home-work-no">工号：{shown.workNo}</div>
            </>
          )}
        </QueryView>
      </section>
      <List mode="card">
        <List.Item onClick={() => navigate('/OpenCard')} description="填写号码与卡号，完成五步开户">
          开卡
        </List.Item>
        <List.Item onClick={() => navigate('/VnoOpenCard?title=1')} description="虚拟运营商号卡开户">
          虚商开卡
        </List.Item>
        <List.Item onClick={() => navigate('/OnlineOpenCard')} description="线上渠道号卡开户">
          线上开卡
        </List.Item>
        <List.Item onClick={() => setIsScanLinkVisible(true)} description="生成号卡二维码，用开卡手机扫码开户">
          扫码开卡
        </List.Item>
        <List.Item onClick={() => navigate('/agentOpenings')} description="本人开卡的审核进度与统计">
          我的开卡记录
        </List.Item>
        <List.Item onClick={() => navigate('/agentStock')} description="本渠道号码在库、预留、开户情况，按预留码受理">
          号码库存
        </List.Item>
        {profile.data?.role === 'manager' && (
          <List.Item onClick={() => navigate('/agentFundPool')} description="本渠道资金池充值、开户扣款与余额（店长）">
            资金池流水
          </List.Item>
        )}
        {profile.data?.role === 'manager' && (
          <List.Item onClick={() => navigate('/agentCommission')} description="本渠道开户奖励、话费分成与追回的月度结算">
            佣金结算
          </List.Item>
        )}
        <List.Item onClick={() => setIsInfoVisible(true)}>个人信息</List.Item>
      </List>
      <div className="page-actions">
        <Button block color="danger" fill="outline" loading={logout.isPending} onClick={() => void logOut()}>
          退出登录
        </Button>
      </div>
      <ScanLinkPopup visible={isScanLinkVisible} onClose={() => setIsScanLinkVisible(false)} />
      <Popup visible={isInfoVisible} onMaskClick={() => setIsInfoVisible(false)} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
        <div className="agent-info" role="dialog" aria-label="个人信息">
          <h2 className="pay-confirm-title">个人信息</h2>
          <QueryView query={profile} loading={<Skeleton.Paragraph lineCount={4} animated />} failedTitle={PROFILE_FAILED}>
            {(shown) => (
              <List>
                <List.Item extra={shown.loginName}>登录名</List.Item>
                <List.Item extra={shown.workNo}>工号</List.Item>
                <List.Item extra={shown.mobile}>登录手机号</List.Item>
                <List.Item extra={shown.channel}>渠道</List.Item>
              </List>
            )}
          </QueryView>
          <div className="page-actions">
            <Button block onClick={() => setIsInfoVisible(false)}>
              关闭
            </Button>
          </div>
        </div>
      </Popup>
    </div>
  );
}
