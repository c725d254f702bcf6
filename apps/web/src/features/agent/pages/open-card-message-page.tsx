import { Button, Dialog, List, Popup, Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { readAgentToken } from '../../../shared/lib/storage.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { agentProfileQuery, useAgentLogout } from '../api.ts';
import { readStoredProfile } from '../agent-storage.ts';
import { ScanLinkPopup } from '../components/scan-link-popup.tsx';
import '../agent.css';

/** /OpenCardMessage: the agent home with name, work number, the entries to the three openings (开卡, 虚商开卡, 线上开卡) and logout. */
export function OpenCardMessagePage() {
  const navigate = useNavigate();
  const hasSession = readAgentToken() !== null;
  const profileQuery = useQuery({ ...agentProfileQuery(), enabled: hasSession });
  const profile = profileQuery.data ?? readStoredProfile();
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
        {profile ? (
          <>
            <div className="agent-home-name">{profile.workName}</div>
            <div className="agent-home-work-no">工号：{profile.workNo}</div>
          </>
        ) : (
          <Skeleton.Paragraph lineCount={2} animated />
        )}
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
          {profileQuery.isError && !profile ? (
            <p className="muted">获取数据失败，请稍后重试</p>
          ) : (
            <List>
              <List.Item extra={profile?.loginName ?? ''}>登录名</List.Item>
              <List.Item extra={profile?.workNo ?? ''}>工号</List.Item>
              <List.Item extra={profile?.mobile ?? ''}>登录手机号</List.Item>
              <List.Item extra={profile?.channel ?? ''}>渠道</List.Item>
            </List>
          )}
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
