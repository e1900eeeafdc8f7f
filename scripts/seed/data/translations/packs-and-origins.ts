import type { Translated } from './types.ts'

/** Household pack sizes, by their English text: units as each market writes them (غ, 克, g). */
export const packSizeTranslations: Record<string, Translated> = {
  '50 g jar': { ar: 'مرطبان 50 غ', zh: '50 克瓶装', de: '50-g-Glas' },
  '50 g pouch': { ar: 'كيس 50 غ', zh: '50 克袋装', de: '50-g-Beutel' },
  '80 g pouch': { ar: 'كيس 80 غ', zh: '80 克袋装', de: '80-g-Beutel' },
  '100 g jar': { ar: 'مرطبان 100 غ', zh: '100 克瓶装', de: '100-g-Glas' },
  '100 g pouch': { ar: 'كيس 100 غ', zh: '100 克袋装', de: '100-g-Beutel' },
  '100 g tin': { ar: 'علبة معدنية 100 غ', zh: '100 克铁罐装', de: '100-g-Dose' },
  '200 g pouch': { ar: 'كيس 200 غ', zh: '200 克袋装', de: '200-g-Beutel' },
  '250 g gift box': { ar: 'علبة هدايا 250 غ', zh: '250 克礼盒装', de: '250-g-Geschenkbox' },
  '250 g pouch': { ar: 'كيس 250 غ', zh: '250 克袋装', de: '250-g-Beutel' },
  '300 g box': { ar: 'علبة 300 غ', zh: '300 克盒装', de: '300-g-Schachtel' },
  '300 g combo': { ar: 'مجموعة 300 غ', zh: '300 克组合装', de: '300-g-Set' },
  '500 g pouch': { ar: 'كيس 500 غ', zh: '500 克袋装', de: '500-g-Beutel' },
}

/** Sample sizes, by their English text. */
export const sampleSizeTranslations: Record<string, Translated> = {
  '50 g': { ar: '50 غ', zh: '50 克', de: '50 g' },
  '100 g': { ar: '100 غ', zh: '100 克', de: '100 g' },
}

/** Where products are grown, by their English text: Chinese from the country down, as addresses are written there. */
export const originTranslations: Record<string, Translated> = {
  'Bharatpur, Rajasthan, India': { ar: 'بهاراتبور، راجستان، الهند', zh: '印度拉贾斯坦邦巴拉特布尔', de: 'Bharatpur, Rajasthan, Indien' },
  'Blended in New Delhi, India': { ar: 'مخلوط في نيودلهي، الهند', zh: '印度新德里调配', de: 'Gemischt in Neu-Delhi, Indien' },
  'Byadgi, Karnataka, India': { ar: 'بيادجي، كارناتاكا، الهند', zh: '印度卡纳塔克邦比亚吉', de: 'Byadgi, Karnataka, Indien' },
  // The Chinese names the region only: the state's name is disputed there.
  'Changlang, Arunachal Pradesh, India': { ar: 'تشانغلانغ، أروناتشال براديش، الهند', zh: '印度东北部昌朗', de: 'Changlang, Arunachal Pradesh, Indien' },
  'Chittorgarh, Rajasthan, India': { ar: 'تشيتورغاره، راجستان، الهند', zh: '印度拉贾斯坦邦奇托尔加尔', de: 'Chittorgarh, Rajasthan, Indien' },
  'Darbhanga, Bihar, India': { ar: 'داربهانغا، بيهار، الهند', zh: '印度比哈尔邦达尔彭加', de: 'Darbhanga, Bihar, Indien' },
  'Dzongu, Sikkim, India': { ar: 'دزونغو، سيكيم، الهند', zh: '印度锡金邦宗古', de: 'Dzongu, Sikkim, Indien' },
  'Erode, Tamil Nadu, India': { ar: 'إيرود، تاميل نادو، الهند', zh: '印度泰米尔纳德邦埃罗德', de: 'Erode, Tamil Nadu, Indien' },
  'Guntur, Andhra Pradesh, India': { ar: 'غونتور، أندرا براديش، الهند', zh: '印度安得拉邦贡土尔', de: 'Guntur, Andhra Pradesh, Indien' },
  'Idukki, Kerala, India': { ar: 'إدوكي، كيرالا، الهند', zh: '印度喀拉拉邦伊杜基', de: 'Idukki, Kerala, Indien' },
  'Kanyakumari, Tamil Nadu, India': { ar: 'كانياكوماري، تاميل نادو، الهند', zh: '印度泰米尔纳德邦根尼亚古马里', de: 'Kanyakumari, Tamil Nadu, Indien' },
  'Katihar, Bihar, India': { ar: 'كاتيهار، بيهار، الهند', zh: '印度比哈尔邦格蒂哈尔', de: 'Katihar, Bihar, Indien' },
  'Khasi Hills, Meghalaya, India': { ar: 'تلال خاسي، ميغالايا، الهند', zh: '印度梅加拉亚邦卡西丘陵', de: 'Khasi-Berge, Meghalaya, Indien' },
  'Kota, Rajasthan, India': { ar: 'كوتا، راجستان، الهند', zh: '印度拉贾斯坦邦哥打', de: 'Kota, Rajasthan, Indien' },
  'Kozhikode, Kerala, India': { ar: 'كوزيكود، كيرالا، الهند', zh: '印度喀拉拉邦科泽科德', de: 'Kozhikode, Kerala, Indien' },
  'Madhubani, Bihar, India': { ar: 'مادهوباني، بيهار، الهند', zh: '印度比哈尔邦默图巴尼', de: 'Madhubani, Bihar, Indien' },
  'Malihabad, Uttar Pradesh, India': { ar: 'مليح آباد، أتر براديش، الهند', zh: '印度北方邦马利哈巴德', de: 'Malihabad, Uttar Pradesh, Indien' },
  'Mandsaur, Madhya Pradesh, India': { ar: 'ماندسور، ماديا براديش، الهند', zh: '印度中央邦曼德索尔', de: 'Mandsaur, Madhya Pradesh, Indien' },
  'Nagaur, Rajasthan, India': { ar: 'ناغور، راجستان، الهند', zh: '印度拉贾斯坦邦纳高尔', de: 'Nagaur, Rajasthan, Indien' },
  'Packed in New Delhi, India': { ar: 'معبأ في نيودلهي، الهند', zh: '印度新德里包装', de: 'Verpackt in Neu-Delhi, Indien' },
  // The Chinese names Kashmir as the trade knows its saffron, without the disputed state.
  'Pulwama, Jammu and Kashmir, India': { ar: 'بولواما، جامو وكشمير، الهند', zh: '克什米尔普尔瓦马', de: 'Pulwama, Jammu und Kaschmir, Indien' },
  'Purnia, Bihar, India': { ar: 'بورنيا، بيهار، الهند', zh: '印度比哈尔邦布尔尼亚', de: 'Purnia, Bihar, Indien' },
  'Ramganj Mandi, Rajasthan, India': { ar: 'رامغانج ماندي، راجستان، الهند', zh: '印度拉贾斯坦邦拉姆甘杰曼迪', de: 'Ramganj Mandi, Rajasthan, Indien' },
  'Unjha, Gujarat, India': { ar: 'أونجها، غوجارات، الهند', zh: '印度古吉拉特邦温贾', de: 'Unjha, Gujarat, Indien' },
  'Wayanad, Kerala, India': { ar: 'وايناد، كيرالا، الهند', zh: '印度喀拉拉邦瓦亚纳德', de: 'Wayanad, Kerala, Indien' },
}
