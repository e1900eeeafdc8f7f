import { describe, expect, it } from 'vitest'
import { validate } from '@/components/forms/field-rules'
import { REQUEST_KINDS } from '@/features/requests'
import { EMAIL, isPhone, normalizeEmail, normalizePhone } from './contact-rules'
import { inquirySchema } from './inquiry-validation'

const arabicBuyer = {
  name: 'محمد بن سلمان العتيبي',
  company: 'شركة الريان للتوابل ذ.م.م',
  email: 'm.otaibi@alrayan.example',
  phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
  country: 'الإمارات العربية المتحدة',
  businessType: 'distributor',
  products: 'كمون، كركم، ماخانا',
  quantity: '100-500kg',
  message: 'نرجو عرض سعر CIF جبل علي.\nشحنة شهرية.',
}

describe('names, companies, addresses and phones in any script', () => {
  it('accepts an Arabic inquiry whole and gives staff a phone in 0-9', () => {
    const result = validate(inquirySchema, arabicBuyer)
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`)
    expect(result.data).toEqual({ ...arabicBuyer, phone: '+971 50 123 4567' })
  })

  it('accepts a Chinese sample request with a full-width phone and e-mail typed on a Chinese keyboard', () => {
    const sample = {
      company: '上海香料进出口有限公司',
      name: '王伟',
      email: 'ｗａｎｇｗｅｉ＠ｓｐｉｃｅ．ｅｘａｍｐｌｅ',
      phone: '＋８６ （２１） ５０８１-２３４５',
      country: '中国',
      address: '上海市浦东新区世纪大道100号\n邮编 200120',
      courierAccount: '顺丰 123456',
      intendedUse: '首批货柜前的实验室检测',
      annualVolume: '20-100t',
    }
    const result = validate(REQUEST_KINDS.sample.schema, sample)
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`)
    expect(result.data).toMatchObject({ name: '王伟', email: 'wangwei@spice.example', phone: '+86 (21) 5081-2345', address: sample.address })
  })

  it('turns Arabic-Indic and Persian digits into 0-9 and drops direction marks', () => {
    expect(normalizePhone('\u200E+٩٦٦ ٥٥ ٥٠٠ ١٢٣٤\u200F')).toBe('+966 55 500 1234')
    expect(normalizePhone('۰۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('0912 345 6789')
    expect(normalizePhone('+49 30 1234\u20135678')).toBe('+49 30 1234-5678')
  })

  it('still refuses what is not a phone number, in any script', () => {
    for (const phone of ['اتصل بي', '١٢', '电话号码', '+1 555 010 9999 1234 5678']) expect(isPhone(normalizePhone(phone))).toBe(false)
    expect(validate(inquirySchema, { ...arabicBuyer, phone: 'اتصل بي' })).toMatchObject({ ok: false, errors: { phone: 'invalid' } })
  })

  it('accepts e-mail addresses in other scripts and refuses malformed ones', () => {
    for (const email of ['محمد@شركة.امارات', '王伟@公司.中国', 'jörg.müller@gewürze.de', 'a@b.xn--p1ai', 'name@company.com'])
      expect(EMAIL.test(email)).toBe(true)
    for (const email of ['asha@', '@company.com', 'a b@c.com', 'a@b', 'a..b@c.com', 'a@b.c']) expect(EMAIL.test(normalizeEmail(email))).toBe(false)
  })
})
