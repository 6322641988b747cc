import type { Questionnaire } from './schemas';

type OptionSpec = [label: string, score: number, exclusive?: boolean];

function question(id: string, title: string, options: OptionSpec[], type: 'single' | 'multiple' = 'single') {
  return {
    id,
    title,
    type,
    options: options.map(([label, score, exclusive], index) => ({
      id: `${id}${String.fromCharCode(97 + index)}`,
      label,
      score,
      ...(exclusive ? { exclusive } : {}),
    })),
  };
}

/**
 * The risk-tolerance questionnaire, version 2026.1: the 15-question structure peers use (PEERS §4),
 * 100 points at most, bands 0–19/20–39/40–59/60–79/80–100, plus the extra question that decides
 * 最低类别. Seeded into the local upstream, which holds and serves it by version.
 */
export const QUESTIONNAIRE_V1: Questionnaire = {
  version: '2026.1',
  title: '个人投资者风险承受能力评估问卷',
  statements: [
    '本问卷旨在了解您的风险承受能力，作为我们向您提供适当的产品或服务的依据。',
    '本问卷结果不构成对您投资决策的替代，您应独立作出投资判断并自行承担投资风险。',
    '请您如实、完整地填写问卷，因信息不真实、不准确、不完整导致的后果由您自行承担。',
    '当您的财务状况、投资目标等发生重大变化时，请及时重新进行测评。',
    '测评结果有效期届满后，您需要重新测评方可继续购买需要测评的产品或服务。',
    '我们将对您填写的信息严格保密，仅用于投资者适当性管理。',
  ],
  questions: [
    question('q1', '您的年龄是？', [
      ['18–30岁', 6],
      ['31–50岁', 6],
      ['51–60岁', 4],
      ['61–70岁', 2],
      ['70岁以上', 0],
    ]),
    question('q2', '您的最高学历是？', [
      ['高中及以下', 1],
      ['大学专科', 2],
      ['大学本科', 3],
      ['硕士及以上', 4],
    ]),
    question(
      'q3',
      '您有两年以上投资经验的产品有哪些？（可多选）',
      [
        ['国债、货币市场基金等', 2],
        ['债券、债券型基金等', 4],
        ['股票、混合型基金等', 7],
        ['期货、融资融券、期权等', 10],
        ['无任何投资经验', 0, true],
      ],
      'multiple',
    ),
    question(
      'q4',
      '如果有两种投资：A预期年化收益5%，几乎不会亏损；B预期年化收益20%，但可能亏损本金的20%以上。您会如何配置？',
      [
        ['全部投资A', 0],
        ['大部分投资A', 2],
        ['两者各一半', 4],
        ['大部分投资B', 5],
        ['全部投资B', 6],
      ],
    ),
    question('q5', '您的金融投资知识水平如何？', [
      ['有限：基本没有金融产品方面的知识', 0],
      ['一般：对金融产品及其风险有一定了解', 3],
      ['丰富：对金融产品及其风险有深入理解', 6],
    ]),
    question('q6', '您的家庭金融资产（存款、证券、基金、理财等）约为？', [
      ['50万元以下', 2],
      ['50万–300万元', 6],
      ['300万–1000万元', 9],
      ['1000万元以上', 12],
    ]),
    question('q7', '您计划用于证券投资的资金占家庭金融资产的比例是？', [
      ['10%以下', 6],
      ['10%–30%', 4],
      ['30%–50%', 2],
      ['50%以上', 0],
    ]),
    question('q8', '您目前有哪类尚未清偿的债务？', [
      ['没有债务', 6],
      ['房贷等长期定额债务', 4],
      ['信用卡欠款、消费贷等短期债务', 2],
      ['亲朋之间借款等其他债务', 0],
    ]),
    question('q9', '您计划的投资期限是？', [
      ['1年以内', 1],
      ['1–3年', 4],
      ['3–5年', 6],
      ['5年以上', 8],
    ]),
    question('q10', '您打算重点投资哪类产品？', [
      ['①储蓄、国债、货币基金等低风险产品', 0],
      ['②债券、债券型基金等中低风险产品', 2],
      ['③股票、混合型基金等中风险产品', 4],
      ['④私募基金、结构化产品等中高风险产品', 6],
      ['⑤期货、期权等高风险产品', 8],
    ]),
    question('q11', '以下哪项最符合您可接受的风险和收益？', [
      ['保本为主，不能接受本金亏损', 0],
      ['可接受小幅亏损（10%以内）以换取略高收益', 4],
      ['可接受较大亏损（10%–30%）以换取较高收益', 8],
      ['可接受大幅亏损（30%以上）以追求高收益', 12],
    ]),
    question('q12', '您进行投资的收益主要用于？', [
      ['偿付大额债务', 0],
      ['子女教育、养老等必要支出', 1],
      ['改善生活品质', 3],
      ['财富长期增值', 4],
    ]),
    question('q13', '您目前的就业状况是？', [
      ['学生', 0],
      ['无固定职业或退休', 1],
      ['企事业单位职工或自由职业者', 3],
      ['企业主或高级管理人员', 4],
    ]),
    question('q14', '您需要供养的家庭成员人数是？', [
      ['无', 4],
      ['1–2人', 3],
      ['3–4人', 2],
      ['5人及以上', 0],
    ]),
    question('q15', '您的主要收入来源是？', [
      ['无固定收入', 0],
      ['利息、租金等财产性收入', 2],
      ['工资、劳务报酬', 3],
      ['经营性收入', 4],
    ]),
  ],
  extraQuestion: {
    ...question('extra', '您是否具有完全民事行为能力？', [
      ['是', 0],
      ['否', 0],
    ]),
    lowestOptionId: 'extrab',
  },
  noLossOptionIds: ['q11a'],
  bands: [
    { level: 1, min: 0, max: 19, name: '保守型' },
    { level: 2, min: 20, max: 39, name: '相对保守型' },
    { level: 3, min: 40, max: 59, name: '稳健型' },
    { level: 4, min: 60, max: 79, name: '相对积极型' },
    { level: 5, min: 80, max: 100, name: '积极型' },
  ],
  consistencyRules: [
    {
      id: 'student-high-assets',
      when: [
        { question: 'q13', options: ['q13a'] },
        { question: 'q6', options: ['q6c', 'q6d'] },
      ],
      message: '您的职业为学生，但家庭金融资产在300万元以上，请确认是否属实。',
    },
    {
      id: 'student-business-income',
      when: [
        { question: 'q13', options: ['q13a'] },
        { question: 'q15', options: ['q15c', 'q15d'] },
      ],
      message: '您的职业为学生，但主要收入来源为工资或经营性收入，请确认是否属实。',
    },
    {
      id: 'small-assets-interest-income',
      when: [
        { question: 'q6', options: ['q6a'] },
        { question: 'q15', options: ['q15b'] },
      ],
      message: '您的家庭金融资产在50万元以下，但主要收入来源为利息、租金等财产性收入，请确认是否属实。',
    },
    {
      id: 'no-experience-rich-knowledge',
      when: [
        { question: 'q3', options: ['q3e'] },
        { question: 'q5', options: ['q5c'] },
      ],
      message: '您没有任何投资经验，但认为自己的金融知识丰富，请确认是否属实。',
    },
    {
      id: 'no-loss-high-risk-products',
      when: [
        { question: 'q11', options: ['q11a'] },
        { question: 'q10', options: ['q10d', 'q10e'] },
      ],
      message: '您不能接受本金亏损，却打算重点投资中高风险或高风险产品，请确认是否属实。',
    },
  ],
  validityDays: 365,
};
