import type { ProductTranslations } from './types.ts'

/** Whole spices (1–14) and ground spices (15–26): name and description per language. */
export const spiceTranslations: ProductTranslations = {
  1: {
    ar: ['بذور الكمون (جيرا)', 'كمون كبير الحبة منظّف آلياً من سوق أونجها. يُقلى في السمن الساخن للعدس وأرز الجيرا والرايتا.'],
    zh: ['孜然粒（Jeera）', '来自温贾（Unjha）市场的大粒孜然，机器清选。用热酥油爆香，适合扁豆汤、孜然饭和酸奶沙拉。'],
    de: ['Kreuzkümmel (Jeera)', 'Kräftiger, maschinell gereinigter Kreuzkümmel vom Markt in Unjha. In heißem Ghee angeröstet für Dal, Jeera-Reis und Raita.'],
  },
  2: {
    ar: ['فلفل أسود تيليتشيري', 'حبات فلفل مالابار الكبيرة جداً، تُترك على الكرمة مدة أطول لحرارة عميقة بنكهة فاكهية. اطحنها طازجة فوق أي طبق.'],
    zh: ['代利杰里黑胡椒', '特大粒马拉巴尔胡椒，在藤上多留些时日，辣味醇厚带果香。现磨撒在任何菜肴上。'],
    de: [
      'Tellicherry-Schwarzer Pfeffer',
      'Extra große Malabar-Pfefferkörner, länger an der Rebe gereift, mit tiefer, fruchtiger Schärfe. Frisch gemahlen passt er zu allem.',
    ],
  },
  3: {
    ar: ['هيل أخضر (إلايتشي)', 'قرون خضراء كبيرة بقطر 8 مم من جبال الهيل، مليئة ببذور عطرية للشاي والكير والبرياني.'],
    zh: ['绿豆蔻（Elaichi）', '产自豆蔻山的 8 毫米大粒绿豆蔻荚，籽粒饱满芳香，适合印度奶茶、米布丁和印度香饭。'],
    de: ['Grüner Kardamom (Elaichi)', 'Große grüne 8-mm-Kapseln aus den Cardamom Hills, voller aromatischer Samen für Chai, Kheer und Biryani.'],
  },
  4: {
    ar: ['قرنفل (لونغ)', 'براعم زهور مقطوفة يدوياً ومجففة بالشمس، غنية بالزيت العطري. القليل منها يكفي للبولاو والغارام ماسالا.'],
    zh: ['丁香（Laung）', '人工采摘、日晒干燥的花蕾，含油量高。少许即可为抓饭和印度什香粉增香。'],
    de: ['Gewürznelken (Laung)', 'Handverlesene, sonnengetrocknete Blütenknospen mit hohem Ölgehalt. Schon wenige genügen für Pulao und Garam Masala.'],
  },
  5: {
    ar: ['أعواد القرفة (دالتشيني)', 'لفائف رفيعة محكمة اللف برائحة حلوة خشبية، للكاري والحلويات والشاي المتبّل.'],
    zh: ['肉桂卷（Dalchini）', '薄而紧卷的桂皮，带甜润木香，适合咖喱、甜点和香料茶。'],
    de: ['Zimtstangen (Dalchini)', 'Dünne, fest gerollte Stangen mit süßem, holzigem Duft für Currys, Desserts und Gewürztee.'],
  },
  6: {
    ar: ['بذور الشمر (سونف)', 'شمر أخضر ممتلئ على طريقة لكناو، حلو ومنعش. يُمضغ بعد الوجبات أو يُضاف إلى المخللات والكاري.'],
    zh: ['茴香籽（Saunf）', '勒克瑙风格的饱满绿茴香，清甜凉爽。饭后嚼食，或加入腌菜和咖喱。'],
    de: ['Fenchelsamen (Saunf)', 'Pralle grüne Fenchelsamen nach Lucknower Art, süß und kühlend. Nach dem Essen kauen oder in Pickles und Currys geben.'],
  },
  7: {
    ar: ['بذور الحلبة (ميثي)', 'حبوب حلبة ذهبية بمرارة لطيفة تكمل نكهة السامبار والمخللات والكادي.'],
    zh: ['葫芦巴籽（Methi）', '金黄色葫芦巴籽，带宜人的微苦，为桑巴汤、腌菜和酸奶咖喱（kadhi）收味。'],
    de: ['Bockshornkleesamen (Methi)', 'Goldene Methi-Samen mit angenehmer Bitterkeit, die Sambar, Pickles und Kadhi abrunden.'],
  },
  8: {
    ar: ['بذور الخردل الأسود (راي)', 'بذور صغيرة داكنة تتفرقع في الزيت الساخن. بداية كل تادكا في جنوب الهند وكاري السمك البنغالي.'],
    zh: ['黑芥末籽（Rai）', '细小深色的籽粒，在热油中噼啪爆开。南印度调味油（tadka）和孟加拉鱼咖喱都从它开始。'],
    de: [
      'Schwarze Senfsamen (Rai)',
      'Kleine, dunkle Samen, die in heißem Öl aufspringen. Der Anfang jeder südindischen Tadka und jedes bengalischen Fischcurrys.',
    ],
  },
  9: {
    ar: ['بذور الكزبرة (دانيا)', 'كزبرة من درجة إيغل برائحة حمضية. تُحمّص جافة وتُسحق للحصول على أطزج مسحوق كزبرة.'],
    zh: ['芫荽籽（Dhania）', 'Eagle 等级芫荽籽，带柑橘清香。干锅焙香后碾碎，便是最新鲜的芫荽粉。'],
    de: ['Koriandersamen (Dhania)', 'Koriander der Qualität Eagle mit zitrusartigem Aroma. Trocken rösten und zerstoßen für das frischeste Korianderpulver.'],
  },
  10: {
    ar: ['ورق الغار (تيج باتا)', 'أوراق كاسيا هندية كاملة غير مكسورة بعطر يشبه القرنفل، للبرياني والراجما والبولاو.'],
    zh: ['印度月桂叶（Tej Patta）', '完整无破损的印度桂叶，带丁香般的香气，适合印度香饭、红芸豆咖喱和抓饭。'],
    de: ['Indische Lorbeerblätter (Tej Patta)', 'Ganze, unversehrte indische Cassia-Blätter mit nelkenartigem Duft für Biryani, Rajma und Pulao.'],
  },
  11: {
    ar: ['يانسون نجمي (تشاكرا فول)', 'نجوم كاملة ثمانية الرؤوس بنكهة عرق السوس الدافئة، للبرياني وشاي الماسالا ومرق الشتاء.'],
    zh: ['八角（Chakra Phool）', '完整的八角星，带温暖的甘草香，适合印度香饭、马萨拉奶茶和冬季汤品。'],
    de: ['Sternanis (Chakra Phool)', 'Ganze achtzackige Sterne mit warmer Lakritznote für Biryani, Masala Chai und winterliche Brühen.'],
  },
  12: {
    ar: ['فلفل أحمر مجفف من غونتور', 'فلفل تيجا منزوع الأعناق: لاذع، أحمر زاهٍ، ومثالي للتقلية والصلصات ومسحوق الفلفل المطحون منزلياً.'],
    zh: ['贡土尔干红辣椒', '去蒂 Teja 辣椒：辣味猛烈、色泽鲜红，适合炝锅、酸辣酱和自制辣椒粉。'],
    de: [
      'Getrocknete rote Guntur-Chilis',
      'Teja-Chilis ohne Stiel: feurig, leuchtend rot, ideal zum Anbraten, für Chutneys und selbst gemahlenes Chilipulver.',
    ],
  },
  13: {
    ar: ['هيل أسود (بادي إلايتشي)', 'قرون كبيرة مجففة بالدخان من سفوح الهيمالايا، تمنح كاري اللحم والعدس دفئاً مدخناً عميقاً.'],
    zh: ['黑豆蔻（Badi Elaichi）', '产自喜马拉雅山麓的大粒烟熏干豆蔻，为肉类咖喱和扁豆汤带来深沉的烟熏暖香。'],
    de: [
      'Schwarzer Kardamom (Badi Elaichi)',
      'Große, über Rauch getrocknete Kapseln aus den Vorbergen des Himalaya; sie geben Fleischcurrys und Dal eine tiefe, rauchige Wärme.',
    ],
  },
  14: {
    ar: ['بذور الكمون الملوكي (أجوين)'],
    zh: ['印度藏茴香籽（Ajwain）'],
    de: ['Ajowan-Samen (Ajwain)'],
  },
  15: {
    ar: ['مسحوق الكركم (هالدي)', 'كركم إيرود الزاهي بنسبة كركمين عالية، يُطحن على دفعات صغيرة للون ورائحة ترابية.'],
    zh: ['姜黄粉（Haldi）', '色泽明亮的埃罗德姜黄，姜黄素含量高，小批量研磨，上色好、带泥土芬芳。'],
    de: ['Kurkumapulver (Haldi)', 'Leuchtende Erode-Kurkuma mit hohem Curcumingehalt, in kleinen Chargen gemahlen für Farbe und erdiges Aroma.'],
  },
  16: {
    ar: ['مسحوق الفلفل الكشميري', 'لون أحمر عميق وحرارة لطيفة: سرّ روغان جوش زاهٍ وتتبيلات التندوري ودجاج الزبدة.'],
    zh: ['克什米尔辣椒粉', '色泽深红、辣度温和：让红焖羊肉（rogan josh）、坦杜里腌料和黄油鸡色泽鲜亮的秘诀。'],
    de: ['Kaschmir-Chilipulver', 'Tiefrote Farbe bei sanfter Schärfe: das Geheimnis eines leuchtenden Rogan Josh, von Tandoori-Marinaden und Butter Chicken.'],
  },
  17: {
    ar: ['مسحوق الكزبرة (دانيا)', 'كزبرة مطحونة طازجة بنكهة حمضية خفيفة تكثّف الكاري اليومي وتوازنه.'],
    zh: ['芫荽粉（Dhania）', '新鲜研磨的芫荽粉，带淡淡柑橘味，为日常咖喱增稠、平衡风味。'],
    de: ['Korianderpulver (Dhania)', 'Frisch gemahlener Koriander mit mildem, zitrusartigem Geschmack, der alltägliche Currys bindet und ausgleicht.'],
  },
  18: {
    ar: ['مسحوق الكمون المحمّص', 'كمون محمّص قبل الطحن ليمنح الرايتا والتشاس والتشات والفاكهة لمسة مدخنة بطعم المكسرات.'],
    zh: ['烘焙孜然粉', '孜然先烘后磨，为酸奶沙拉、印度酪乳、恰特小吃和水果带来坚果般的烟熏余味。'],
    de: ['Gerösteter Kreuzkümmel, gemahlen', 'Vor dem Mahlen gerösteter Kreuzkümmel für ein nussig-rauchiges Finish auf Raita, Chaas, Chaat und Obst.'],
  },
  19: {
    ar: ['مسحوق فلفل غونتور الأحمر', 'مسحوق فلفل حار وغني بالنكهة من فلفل تيجا غونتور، لمن يحب الحرارة الحقيقية.'],
    zh: ['贡土尔红辣椒粉', '用贡土尔 Teja 辣椒制成，香辣浓郁，适合真正嗜辣的厨师。'],
    de: ['Rotes Guntur-Chilipulver', 'Scharfes, aromatisches Chilipulver aus Guntur-Teja-Chilis für alle, die echte Schärfe mögen.'],
  },
  20: {
    ar: ['مسحوق الفلفل الأسود', 'فلفل مالابار مطحون خشناً للحساء والبيض والراسام ودجاج الفلفل. معبأ بإحكام ليحفظ رائحته.'],
    zh: ['黑胡椒粉', '粗磨马拉巴尔胡椒，适合汤品、蛋类、拉萨姆汤和胡椒鸡。密封包装，锁住香气。'],
    de: ['Schwarzer Pfeffer, gemahlen', 'Grob gemahlener Malabar-Pfeffer für Suppen, Eier, Rasam und Pfefferhuhn. Dicht verpackt, damit das Aroma bleibt.'],
  },
  21: {
    ar: ['مسحوق الزنجبيل المجفف (سونث)', 'زنجبيل كيرالا المجفف بالشمس، مطحون ناعماً. يمنح الدفء للشاي واللادو ومشروبات الشتاء.'],
    zh: ['干姜粉（Saunth）', '日晒喀拉拉干姜，细磨而成。为奶茶、印度甜球和冬季草本饮增添暖意。'],
    de: ['Ingwerpulver (Saunth)', 'Sonnengetrockneter Ingwer aus Kerala, fein gemahlen. Wärmend in Chai, Laddoos und winterlichen Kadhas.'],
  },
  22: {
    ar: ['مسحوق أمتشور (مانجو مجففة)', 'مسحوق حامض من المانجو النيئة المجففة بالشمس، يضيف الحموضة دون رطوبة إلى البامية والتشات والتشولي.'],
    zh: ['青芒果粉（Amchur）', '用日晒生芒果制成的酸味粉，为秋葵、恰特小吃和鹰嘴豆咖喱增酸而不添水分。'],
    de: [
      'Amchur (getrocknetes Mangopulver)',
      'Säuerliches Pulver aus sonnengetrockneten unreifen Mangos; es bringt Säure ohne Feuchtigkeit in Bhindi, Chaat und Chole.',
    ],
  },
  23: {
    ar: ['مسحوق الثوم'],
    zh: ['大蒜粉'],
    de: ['Knoblauchpulver'],
  },
  24: {
    ar: ['مسحوق الشمر (سونف)', 'مسحوق شمر حلو وعطري يُستخدم في الكاري الكشميري ولموازنة الحرارة في أطباق اللحم.'],
    zh: ['茴香粉（Saunf）', '清甜芳香的茴香粉，用于克什米尔咖喱，也可中和肉类菜肴的辣味。'],
    de: ['Fenchelpulver (Saunf)', 'Süßes, aromatisches Fenchelpulver für Kaschmir-Currys und zum Ausgleich der Schärfe in Fleischgerichten.'],
  },
  25: {
    ar: ['مسحوق فلفل بيادجي', 'فلفل بيادجي المجعّد مطحوناً للون أحمر غني وحرارة خفيفة في بيسي بيلي باث وماسالا دوسا.'],
    zh: ['比亚吉辣椒粉', '皱皮比亚吉辣椒研磨而成，色泽红润、辣度温和，适合扁豆饭（bisi bele bath）和马萨拉薄饼。'],
    de: ['Byadgi-Chilipulver', 'Gemahlene, runzlige Byadgi-Chilis für ein sattes Rot und milde Schärfe in Bisi Bele Bath und Masala Dosa.'],
  },
  26: {
    ar: ['مسحوق القرفة', 'لحاء قرفة مطحون ناعماً للمخبوزات والعصيدة والقهوة المتبّلة والغارام ماسالا.'],
    zh: ['肉桂粉', '细磨肉桂皮，适合烘焙、燕麦粥、香料咖啡和印度什香粉。'],
    de: ['Zimtpulver', 'Fein gemahlene Zimtrinde für Gebäck, Porridge, Gewürzkaffee und Garam Masala.'],
  },
}
