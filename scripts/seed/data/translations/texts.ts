import type { Translated } from './types.ts'

/** Product badges, by their English text. */
export const badgeTranslations: Record<string, Translated> = {
  'Common Household Use': { ar: 'للاستخدام المنزلي اليومي', zh: '家常必备', de: 'Für den Haushalt' },
  'Healthy Snack': { ar: 'وجبة خفيفة صحية', zh: '健康零食', de: 'Gesunder Snack' },
  'Household Essential': { ar: 'أساسي في كل بيت', zh: '居家必备', de: 'Küchenklassiker' },
  'Mumbai Favorite': { ar: 'المفضّل في مومباي', zh: '孟买人气之选', de: 'Mumbais Liebling' },
  'Popular Blend': { ar: 'خلطة رائجة', zh: '人气调配', de: 'Beliebte Mischung' },
  Premium: { ar: 'فاخر', zh: '优选', de: 'Premium' },
  'Seasonal Special': { ar: 'عرض الموسم', zh: '季节限定', de: 'Saisonangebot' },
  'South Indian': { ar: 'من جنوب الهند', zh: '南印度风味', de: 'Südindisch' },
  'Spicy Snack': { ar: 'وجبة خفيفة حارة', zh: '香辣零食', de: 'Scharfer Snack' },
  'Sweet Treat': { ar: 'حلوى لذيذة', zh: '甜蜜小食', de: 'Süße Versuchung' },
}

/** Storage advice of the export specifications, by their English text. */
export const storageTranslations: Record<string, Translated> = {
  'Cool, dry place below 25 °C, away from sunlight and strong odours': {
    ar: 'مكان بارد وجاف دون 25 °م، بعيداً عن أشعة الشمس والروائح القوية',
    zh: '阴凉干燥处，25 °C 以下，避免阳光直射，远离异味',
    de: 'Kühl und trocken unter 25 °C, vor Sonnenlicht und starken Gerüchen geschützt',
  },
  'Sealed, in a cool and dry place below 25 °C; reseal after opening': {
    ar: 'محكم الإغلاق، في مكان بارد وجاف دون 25 °م؛ يُعاد إغلاقه بعد الفتح',
    zh: '密封，存放于 25 °C 以下阴凉干燥处；开封后请重新封好',
    de: 'Verschlossen, kühl und trocken unter 25 °C; nach dem Öffnen wieder verschließen',
  },
  'Airtight, cool and dry; makhana takes up moisture and loses its crunch': {
    ar: 'محكم ضد الهواء، بارد وجاف؛ الماخانا تمتص الرطوبة وتفقد قرمشتها',
    zh: '密封、阴凉、干燥保存；芡实易吸潮，受潮后失去酥脆口感',
    de: 'Luftdicht, kühl und trocken; Makhana zieht Feuchtigkeit und verliert ihren Biss',
  },
  'Nitrogen-flushed, sealed; cool and dry, below 25 °C': {
    ar: 'معبأ بالنيتروجين ومحكم الإغلاق؛ في مكان بارد وجاف دون 25 °م',
    zh: '充氮密封；阴凉干燥处，25 °C 以下',
    de: 'Unter Stickstoff verpackt, verschlossen; kühl und trocken unter 25 °C',
  },
}

/** Trade grades of the export specifications, by their English text; codes (TGSEB, AGEB, S4) stay as traders quote them. */
export const gradeTranslations: Record<string, Translated> = {
  'Singapore 99%, machine cleaned': { ar: 'سنغافورة 99%، منظّف آلياً', zh: '新加坡级 99%，机器清选', de: 'Singapore 99 %, maschinell gereinigt' },
  'TGSEB, 4.75 mm, 550 g/l': { ar: 'TGSEB، ‏4.75 مم، 550 غ/ل', zh: 'TGSEB，4.75 毫米，550 克/升', de: 'TGSEB, 4,75 mm, 550 g/l' },
  'AGEB, 8 mm bold': { ar: 'AGEB، حبات كبيرة 8 مم', zh: 'AGEB，8 毫米大粒', de: 'AGEB, 8 mm, groß' },
  'Hand-picked, headless max 3%': { ar: 'مقطوف يدوياً، بلا رؤوس بحد أقصى 3%', zh: '人工挑选，无头丁香不超过 3%', de: 'Handverlesen, ohne Köpfchen max. 3 %' },
  'Quills, 8 cm cut': { ar: 'لفائف مقطوعة بطول 8 سم', zh: '桂皮卷，切段 8 厘米', de: 'Stangen, auf 8 cm geschnitten' },
  'Singapore 99%, green': { ar: 'سنغافورة 99%، أخضر', zh: '新加坡级 99%，绿色', de: 'Singapore 99 %, grün' },
  'Machine cleaned, 99%': { ar: 'منظّف آلياً، 99%', zh: '机器清选，99%', de: 'Maschinell gereinigt, 99 %' },
  'Bold, sortex cleaned, 99.5%': { ar: 'حبات كبيرة، منظّفة بفرز بصري، 99.5%', zh: '大粒，色选清理，99.5%', de: 'Groß, Sortex-gereinigt, 99,5 %' },
  'Eagle, split max 5%': { ar: 'إيغل، المكسور بحد أقصى 5%', zh: 'Eagle 级，破粒不超过 5%', de: 'Eagle, Bruch max. 5 %' },
  'Whole leaves, hand-sorted': { ar: 'أوراق كاملة، مفروزة يدوياً', zh: '整叶，人工分拣', de: 'Ganze Blätter, von Hand sortiert' },
  'Whole stars, 8 points': { ar: 'نجوم كاملة، 8 رؤوس', zh: '整星，八角', de: 'Ganze Sterne, 8 Zacken' },
  'S4 Sannam, with stem': { ar: 'S4 سنّام، مع العنق', zh: 'S4 Sannam，带蒂', de: 'S4 Sannam, mit Stiel' },
  'Badadana, 15 mm and above': { ar: 'بادادانا، 15 مم فأكثر', zh: 'Badadana，15 毫米及以上', de: 'Badadana, ab 15 mm' },
  'Erode, 60 mesh': { ar: 'إيرود، 60 ميش', zh: '埃罗德，60 目', de: 'Erode, 60 Mesh' },
  'Kashmiri type, low heat': { ar: 'النوع الكشميري، حرارة منخفضة', zh: '克什米尔型，低辣度', de: 'Kaschmir-Typ, wenig Schärfe' },
  'Eagle seed, 40 mesh': { ar: 'بذور إيغل، 40 ميش', zh: 'Eagle 级籽，40 目', de: 'Eagle-Saat, 40 Mesh' },
  'Dry-roasted, 40 mesh': { ar: 'محمّص جاف، 40 ميش', zh: '干焙，40 目', de: 'Trocken geröstet, 40 Mesh' },
  'Teja type, hot': { ar: 'نوع تيجا، حار', zh: 'Teja 型，辣', de: 'Teja-Typ, scharf' },
  'From MG-1 pepper, 30 mesh': { ar: 'من فلفل MG-1، ‏30 ميش', zh: '选用 MG-1 胡椒，30 目', de: 'Aus MG-1-Pfeffer, 30 Mesh' },
  'Kerala dry ginger, 60 mesh': { ar: 'زنجبيل كيرالا المجفف، 60 ميش', zh: '喀拉拉干姜，60 目', de: 'Getrockneter Kerala-Ingwer, 60 Mesh' },
  'Raw mango, sun-dried, 60 mesh': { ar: 'مانجو نيئة مجففة بالشمس، 60 ميش', zh: '生芒果，日晒，60 目', de: 'Unreife Mango, sonnengetrocknet, 60 Mesh' },
  'Dehydrated, 80 to 100 mesh': { ar: 'مجفف، من 80 إلى 100 ميش', zh: '脱水，80–100 目', de: 'Dehydriert, 80 bis 100 Mesh' },
  'Green fennel, 40 mesh': { ar: 'شمر أخضر، 40 ميش', zh: '绿茴香，40 目', de: 'Grüner Fenchel, 40 Mesh' },
  'Byadgi type, deep colour': { ar: 'نوع بيادجي، لون عميق', zh: '比亚吉型，色泽深红', de: 'Byadgi-Typ, kräftige Farbe' },
  '60 mesh': { ar: '60 ميش', zh: '60 目', de: '60 Mesh' },
  'House recipe of 13 spices, slow-roasted': {
    ar: 'وصفة الدار من 13 بهاراً، محمّصة ببطء',
    zh: '自家配方，13 种香料，慢火烘焙',
    de: 'Hausrezept aus 13 Gewürzen, langsam geröstet',
  },
  'House recipe with black salt and amchur': {
    ar: 'وصفة الدار بالملح الأسود والأمتشور',
    zh: '自家配方，含黑盐和青芒果粉',
    de: 'Hausrezept mit Schwarzsalz und Amchur',
  },
  'South Indian recipe with lentils and curry leaf': {
    ar: 'وصفة جنوب هندية بالعدس وأوراق الكاري',
    zh: '南印度配方，含扁豆和咖喱叶',
    de: 'Südindisches Rezept mit Linsen und Curryblatt',
  },
  'Mumbai street-food recipe': { ar: 'وصفة طعام الشارع في مومباي', zh: '孟买街头小吃配方', de: 'Streetfood-Rezept aus Mumbai' },
  'All-purpose house recipe of 16 spices': {
    ar: 'وصفة الدار متعددة الاستعمالات من 16 بهاراً',
    zh: '自家万用配方，16 种香料',
    de: 'Allzweck-Hausrezept aus 16 Gewürzen',
  },
  'Punjabi-style recipe with amchur and pomegranate seed': {
    ar: 'وصفة بنجابية بالأمتشور وبذور الرمان',
    zh: '旁遮普风味配方，含青芒果粉和石榴籽',
    de: 'Rezept nach Punjabi-Art mit Amchur und Granatapfelkernen',
  },
  'Hyderabadi-style recipe with mace and star anise': {
    ar: 'وصفة حيدر آبادية بالبسباسة واليانسون النجمي',
    zh: '海德拉巴风味配方，含肉豆蔻衣和八角',
    de: 'Rezept nach Hyderabad-Art mit Macis und Sternanis',
  },
  'Tamarind-free dry rasam recipe': { ar: 'وصفة راسام جافة بلا تمر هندي', zh: '不含罗望子的干拉萨姆配方', de: 'Trockenes Rasam-Rezept ohne Tamarinde' },
  'Tandoor recipe with Kashmiri chilli colour': {
    ar: 'وصفة التنّور بلون الفلفل الكشميري',
    zh: '坦杜里配方，克什米尔辣椒上色',
    de: 'Tandoor-Rezept mit Farbe von Kaschmir-Chili',
  },
  'Ginger, cardamom and pepper chai recipe': {
    ar: 'وصفة شاي بالزنجبيل والهيل والفلفل',
    zh: '姜、豆蔻和胡椒奶茶配方',
    de: 'Chai-Rezept mit Ingwer, Kardamom und Pfeffer',
  },
  'Six 50 g pouches per kit': { ar: 'ستة أكياس سعة 50 غ في كل طقم', zh: '每套六袋，每袋 50 克', de: 'Sechs 50-g-Beutel pro Set' },
  'Whole spices, hand-mixed': { ar: 'بهارات كاملة، ممزوجة يدوياً', zh: '整粒香料，人工拌配', de: 'Ganze Gewürze, von Hand gemischt' },
  'Gift assortment of four spices': { ar: 'تشكيلة هدايا من أربعة بهارات', zh: '四种香料礼品组合', de: 'Geschenksortiment aus vier Gewürzen' },
  'Chai masala in a 100 g tin': { ar: 'شاي ماسالا في علبة معدنية سعة 100 غ', zh: '奶茶香料，100 克铁罐装', de: 'Chai Masala in der 100-g-Dose' },
  'Three 100 g pouches per combo': { ar: 'ثلاثة أكياس سعة 100 غ في كل مجموعة', zh: '每组三袋，每袋 100 克', de: 'Drei 100-g-Beutel pro Set' },
  '4 suta (Murra), hand-graded': { ar: '4 سوتا (مورا)، مفروزة يدوياً', zh: '4 Suta（Murra），人工分级', de: '4 Suta (Murra), von Hand sortiert' },
  '6 suta and above (Lawa), hand-picked': {
    ar: '6 سوتا فأكثر (لاوا)، منتقاة يدوياً',
    zh: '6 Suta 及以上（Lawa），人工挑选',
    de: 'Ab 6 Suta (Lawa), handverlesen',
  },
  '5 suta, roasted in cold-pressed oil': { ar: '5 سوتا، محمّصة بزيت معصور على البارد', zh: '5 Suta，冷榨油烘烤', de: '5 Suta, in kaltgepresstem Öl geröstet' },
  '5 suta, peri peri seasoned': { ar: '5 سوتا، بتتبيلة بيري بيري', zh: '5 Suta，霹雳辣味调味', de: '5 Suta, mit Peri-Peri gewürzt' },
  '5 suta, caramel coated': { ar: '5 سوتا، مغطاة بالكراميل', zh: '5 Suta，焦糖裹衣', de: '5 Suta, mit Karamellüberzug' },
  '5 suta, cheese seasoned': { ar: '5 سوتا، بتتبيلة الجبن', zh: '5 Suta，芝士调味', de: '5 Suta, mit Käsegewürz' },
  '5 suta, mint seasoned': { ar: '5 سوتا، بتتبيلة النعناع', zh: '5 Suta，薄荷调味', de: '5 Suta, mit Minzgewürz' },
  '5 suta, Himalayan pink salt and pepper': {
    ar: '5 سوتا، بملح الهيمالايا الوردي والفلفل',
    zh: '5 Suta，喜马拉雅粉盐和胡椒',
    de: '5 Suta, rosa Himalayasalz und Pfeffer',
  },
  '5 suta, tomato seasoned': { ar: '5 سوتا، بتتبيلة الطماطم', zh: '5 Suta，番茄调味', de: '5 Suta, mit Tomatengewürz' },
  '5 suta, cream and onion seasoned': { ar: '5 سوتا، بتتبيلة الكريمة والبصل', zh: '5 Suta，洋葱奶油调味', de: '5 Suta, mit Sour-Cream-Zwiebel-Gewürz' },
  '5 suta, dark chocolate coated': { ar: '5 سوتا، مغطاة بالشوكولاتة الداكنة', zh: '5 Suta，黑巧克力裹衣', de: '5 Suta, mit Zartbitterschokolade überzogen' },
  '5 suta (Lawa), family pack': { ar: '5 سوتا (لاوا)، عبوة عائلية', zh: '5 Suta（Lawa），家庭装', de: '5 Suta (Lawa), Familienpackung' },
}

/** Buyer-facing texts of the site settings, by field. */
export const siteTextTranslations: Record<'tagline' | 'blurb' | 'contactIntro' | 'b2bIntro', Translated> = {
  tagline: {
    ar: 'بهارات وماخانا هندية فاخرة، من نيودلهي إلى العالم',
    zh: '优质印度香料与芡实，从新德里销往全球',
    de: 'Erstklassige indische Gewürze und Makhana – aus Neu-Delhi in die Welt',
  },
  blurb: {
    // The name isolated (U+2068…U+2069): in an Arabic sentence its full stop otherwise moves before it.
    ar: 'شركة \u2068Spice & Makhana Co.\u2069 دار استيراد وتصدير في نيودلهي، تورّد البهارات الكاملة والمطحونة والخلطات وماخانا ميثيلا إلى المنازل والمطاعم ومصنّعي الأغذية والموزّعين في الهند وخارجها. كل دفعة تُختبر جودتها، وتُخزَّن في مستودعات مبخّرة، وتُعبّأ حسب الطلب.',
    zh: 'Spice & Makhana Co. 是一家位于新德里的进出口企业，向印度国内外的家庭、餐厅、食品生产商和经销商供应整粒及研磨香料、调配香料和米提拉芡实。每批货物均经质量检测，存放于熏蒸仓库，并按订单包装。',
    de: 'Spice & Makhana Co. ist ein Import- und Exporthaus in Neu-Delhi und liefert ganze und gemahlene Gewürze, Mischungen und Mithila-Makhana an Haushalte, Restaurants, Lebensmittelhersteller und Händler in Indien und im Ausland. Jede Partie wird auf Qualität geprüft, in begasten Lagern aufbewahrt und auf Bestellung verpackt.',
  },
  contactIntro: {
    ar: 'لديك سؤال أو ملاحظة؟ يسعدنا أن نسمع منك.',
    zh: '有任何问题或建议？我们很乐意倾听。',
    de: 'Haben Sie Fragen oder Anregungen? Wir freuen uns auf Ihre Nachricht.',
  },
  b2bIntro: {
    ar: 'المطاعم ومصنّعو الأغذية وتجار التجزئة والموزّعون والمصدّرون: أخبرونا بالمنتجات التي تحتاجونها وبأي كمية. نردّ على كل استفسار عن الطلبات بالجملة خلال 48 ساعة بعرض سعر مفصّل، مع عينات عند الطلب وشروط دفع مرنة.',
    zh: '餐厅、食品生产商、零售商、经销商和出口商：请告诉我们您需要哪些产品及数量。我们会在 48 小时内回复每一份批量询盘，提供详细报价，可按需寄送样品，付款条件灵活。',
    de: 'Restaurants, Lebensmittelhersteller, Einzelhändler, Großhändler und Exporteure: Nennen Sie uns die gewünschten Produkte und Mengen. Wir beantworten jede Großanfrage innerhalb von 48 Stunden mit einem ausführlichen Angebot, Mustern auf Wunsch und flexiblen Zahlungsbedingungen.',
  },
}
