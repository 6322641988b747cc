import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const newPermissionList: LegalDocument = {
  id: 'newPermissionList',
  title: '应用权限申请与使用情况说明',
  version: 'V6.0',
  effectiveDate: '2026-09-01',
  kind: 'policy',
  summary: `${C.app}App申请的每一项系统权限、申请时机、用途及拒绝后的影响。`,
  preamble: ['我们遵循“使用时申请、拒绝不强制”的原则。以下权限均不会在App启动时一次性申请，您可随时在系统设置中关闭。'],
  sections: [
    {
      heading: 'Android系统权限',
      blocks: [
        {
          table: {
            head: ['权限', '申请时机', '用途', '拒绝的影响'],
            rows: [
              ['CAMERA 相机', '扫码登录、身份证识别、人脸核验', '拍摄二维码、证件和人像', '无法扫码和完成认证'],
              ['READ_MEDIA_IMAGES 读取图片', '更换头像、意见反馈上传截图', '选择本地图片', '无法上传图片'],
              ['POST_NOTIFICATIONS 通知', '首次订阅开播或价格提醒', '推送提醒', '收不到提醒'],
              ['READ/WRITE_CALENDAR 日历', '添加新股申购提醒', '写入日历事件', '无法添加提醒'],
              ['RECORD_AUDIO 麦克风', '主播开播、连麦', '采集声音', '无法开播或连麦'],
              ['INTERNET / ACCESS_NETWORK_STATE 网络', '全部场景（系统默认授予）', '联网与判断网络状态', '—'],
            ],
          },
        },
      ],
    },
    {
      heading: 'iOS系统权限',
      blocks: [
        {
          table: {
            head: ['权限', '申请时机', '用途', '拒绝的影响'],
            rows: [
              ['NSCameraUsageDescription 相机', '扫码、证件识别、人脸核验', '拍摄', '无法扫码和认证'],
              ['NSPhotoLibraryUsageDescription 相册', '更换头像、保存分享海报', '读取或保存图片', '无法上传或保存图片'],
              ['通知', '首次订阅提醒', '推送提醒', '收不到提醒'],
              ['NSCalendarsUsageDescription 日历', '添加新股申购提醒', '写入日历事件', '无法添加提醒'],
              ['NSMicrophoneUsageDescription 麦克风', '主播开播、连麦', '采集声音', '无法开播或连麦'],
            ],
          },
        },
      ],
    },
    {
      heading: '我们不申请的权限',
      blocks: ['我们不申请通讯录、短信读取、通话记录、精确位置等与服务无关的权限。'],
    },
  ],
};
