/** The product's name and description. No imports: client bundles take these without the route manifest. */
export const APP_NAME = '财知道';
export const APP_DESCRIPTION = '财知道：龙虎榜、新股日历、北向资金等行情工具，分析师直播与会员服务。';
