/**
 * 简体中文: the lesson of every technique (part of the 'lessons' messages).
 * 术语：行、列、宫统称“区域”；“候选数”是格子里还可能填的数字（笔记）。
 */
export default {
  'lesson.full-house.summary': '某一行、列或宫只剩最后一个空格。',
  'lesson.full-house.look':
    '找已经填了八个数字、只剩一个空格的行、列或宫。每填一个数字，都先看看它所在的行、列、宫是不是只差一格了。',
  'lesson.full-house.why':
    '每个区域都要恰好包含1到9各一次。填了八个数字，就只缺一个数字，也只剩一个格子可以放它。',
  'lesson.full-house.example': '盘面上有一个区域只剩一个空格。看看它缺哪个数字，填进去。',

  'lesson.naked-single.summary': '某一格只剩一个数字可填。',
  'lesson.naked-single.look':
    '找一个格子，它所在的行、列、宫合起来已经出现了八个不同的数字。数字密集的行和列，特别是与数字密集的宫相交的地方，最值得先看。',
  'lesson.naked-single.why':
    '同一行、同一列、同一宫里的数字都不能重复。三个区域合起来已有八个不同的数字，这一格就只剩第九个数字可填。用笔记的话，就是这一格只剩一个候选数。',
  'lesson.naked-single.example':
    '看标出的格子，数一数它所在的行、列、宫里已经有哪些数字：只缺一个数字。',

  'lesson.hidden-single.summary': '某个数字在一行、一列或一宫中只有一个位置。',
  'lesson.hidden-single.look':
    '选定一个数字和一个还缺这个数字的区域，把区域里所在行、列或宫已经有这个数字的空格都排除掉。从宫入手最容易：顺着穿过这个宫的行和列去看这个数字。',
  'lesson.hidden-single.why':
    '每个区域都需要每个数字各一次。如果区域里的空格只剩一个能放这个数字，它就只能填在这里，哪怕这一格也能填别的数字。',
  'lesson.hidden-single.example':
    '某个数字已经填好的几处，把一个区域里的空格排除到只剩一格。顺着它们所在的行和列看进这个区域。',

  'lesson.pointing.summary': '宫内某个数字只出现在同一行或同一列上。',
  'lesson.pointing.look':
    '找一个宫，其中某个数字的候选位置都在同一行上，或都在同一列上。这些候选数就像一支箭，顺着这条线指出宫外。',
  'lesson.pointing.why':
    '这个宫一定要有这个数字，而它能放的位置都在这条线上。所以这条线上的这个数字就在这个宫里，这条线在另外两个宫里的格子都不能再填它。',
  'lesson.pointing.example':
    '在某个宫里，一个数字被挤到了同一条线上。顺着这条线走出宫外，删去其他格子里的这个候选数。',

  'lesson.claiming.summary': '行或列中某个数字只出现在同一个宫里。',
  'lesson.claiming.look':
    '找一行或一列，其中某个数字只能放在它与某个宫相交的三格里。这是宫区块反过来用：这条线把这个数字“认领”给了这个宫。',
  'lesson.claiming.why':
    '这条线一定要有这个数字，而它的位置全在这个宫里。所以这个宫的这个数字就在这条线上，宫里其余六格都不能再填它。',
  'lesson.claiming.example': '某条线上一个数字的位置全在同一个宫里。这个宫的其余格子删去这个数字。',

  'lesson.naked-pair.summary': '同一区域里有两格，候选数都是同样的两个数字。',
  'lesson.naked-pair.look':
    '在同一行、列或宫里找两个格子，它们的候选数都恰好是同样的两个数字，没有别的。',
  'lesson.naked-pair.why':
    '这两格必须一格填一个，只是顺序未定。无论哪种顺序，这两个数字都被这两格用掉了，区域里其他格子都不能再填它们。如果这两格还同在一个宫里，这个宫也一并清除。',
  'lesson.naked-pair.example': '找出候选数相同的两个格子，再把这两个数字从区域的其他格子中删去。',

  'lesson.hidden-pair.summary': '同一区域里有两个数字，都只能填在同样的两格里。',
  'lesson.hidden-pair.look':
    '找两个数字，它们在某个区域里都恰好只有两个位置，而且是同样的两格。这两格可能还有别的候选数，所以叫“隐性”。',
  'lesson.hidden-pair.why':
    '这两个数字各要占其中一格，合起来就把两格都占满了，没有位置留给别的数字：这两格的其他候选数都可以删去。',
  'lesson.hidden-pair.example':
    '有两个数字在某个区域里共享同样的两个位置。这两格只保留这两个数字。',

  'lesson.naked-triple.summary': '同一区域里有三格，候选数合起来只有三个数字。',
  'lesson.naked-triple.look':
    '在同一区域里找三个格子，它们的候选数合起来只有三个数字。每格不一定三个都有：{3,7}、{3,9}、{7,9}也构成三数组。',
  'lesson.naked-triple.why':
    '三个格子要填三个不同的数字，可选的只有这三个，所以正好填这三个。这三个数字在这个区域里就用完了，其他格子都不能再填。',
  'lesson.naked-triple.example': '某个区域里有三格共用三个数字。把这三个数字从其他格子中删去。',

  'lesson.hidden-triple.summary': '同一区域里有三个数字，只能填在同样的三格里。',
  'lesson.hidden-triple.look':
    '找三个数字，它们在某个区域里的位置全都落在同样的三格之中（每个数字占其中两格或三格）。这三格通常还有别的候选数。',
  'lesson.hidden-triple.why':
    '这三个数字需要区域里的三个格子，而只有这三格可用，所以正好填满它们。这三格的其他候选数都可以删去。',
  'lesson.hidden-triple.example': '三个数字被锁在同样的三格里。删去这三格的其他候选数。',

  'lesson.naked-quad.summary': '同一区域里有四格，候选数合起来只有四个数字。',
  'lesson.naked-quad.look':
    '在同一区域里找四个格子，它们的候选数合起来只有四个数字。它很少见，也很容易漏看，因为每格可能只有其中两三个数字。',
  'lesson.naked-quad.why':
    '四个格子要填四个不同的数字，可选的只有这四个，所以这四个数字都用在这里，区域里其他格子都不能再填。',
  'lesson.naked-quad.example': '某个区域里有四格共用四个数字。把这些数字从其他格子中删去。',

  'lesson.hidden-quad.summary': '同一区域里有四个数字，只能填在同样的四格里。',
  'lesson.hidden-quad.look':
    '找四个数字，它们在某个区域里的位置全都落在同样的四格之中。它出现在空格很多的区域里，其余的格子往往构成一个很大的显性数组。',
  'lesson.hidden-quad.why':
    '这四个数字需要四个格子，而只有这四格可用，所以正好填满它们，这四格的其他候选数都可以删去。',
  'lesson.hidden-quad.example':
    '在一个空格很多的区域里，四个数字被限制在同样的四格中。这四格只保留这些数字。',

  'lesson.x-wing.summary': '某个数字在两条线上都只有两个位置，而且位置对齐。',
  'lesson.x-wing.look':
    '找一个数字，它在某一行里恰好只有两个位置，在另一行里也恰好只有两个，而且在同样的两列上：四个格子正好是一个矩形的四个角。这两行叫基线，这两列叫覆盖线；把行和列对调也一样。',
  'lesson.x-wing.why':
    '这两行各需要一个这个数字，只能放在各自的两个角上：要么左上和右下，要么右上和左下。无论哪种，这两列都各在角上得到了这个数字，所以这两列的其他格子都可以删去它。',
  'lesson.x-wing.example':
    '某个数字在两条线上各有两个位置，而且上下对齐。看它怎样占住两条交叉的线。',

  'lesson.xy-wing.summary': '一个双候选数的轴心，两个钳子共享第三个数字。',
  'lesson.xy-wing.look':
    '找三个各有两个候选数的格子：轴心{X,Y}，一个能看到轴心的钳子{X,Z}，和另一个也能看到轴心的钳子{Y,Z}。两个钳子之间不必互相看到。',
  'lesson.xy-wing.why':
    '如果轴心是X，第一个钳子就不能是X，只能是Z；如果轴心是Y，第二个钳子就是Z。总有一个钳子是Z，所以同时能看到两个钳子的格子不能是Z。',
  'lesson.xy-wing.example': '找出轴心和两个钳子，再分两种情况推下去：每种情况都有一个钳子是Z。',

  'lesson.skyscraper.summary': '两条线上某数字各有两个位置，其中一端对齐。',
  'lesson.skyscraper.look':
    '找一个数字，它在两条平行的线上各恰好有两个位置，其中各有一个位置落在同一条交叉线上（楼底），另外两个不对齐（楼顶）。',
  'lesson.skyscraper.why':
    '两个楼底格同在一条线上，至多一个是这个数字。这样另一条线上的这个数字就在楼顶：两个楼顶至少有一个是它。同时能看到两个楼顶的格子不能填这个数字。',
  'lesson.skyscraper.example': '两栋楼立在同一条底线上。删去同时能看到两个楼顶的格子里的这个数字。',

  'lesson.two-string-kite.summary': '一行一列中某数字各有两个位置，在一个宫里相连。',
  'lesson.two-string-kite.look':
    '找一个数字，它在某一行里恰好有两个位置，在某一列里也恰好有两个，而行的一个位置和列的一个位置落在同一个宫里（但不是同一格）。',
  'lesson.two-string-kite.why':
    '宫里的这两格互相能看到，至多一个是这个数字。于是这个数字要么在行的另一端，要么在列的另一端。同时能看到这两端的格子不能填它。',
  'lesson.two-string-kite.example':
    '一行和一列像两根风筝线，在一个宫里相连。两根线远端的交叉格删去这个数字。',

  'lesson.swordfish.summary': '三条线上的X翼。',
  'lesson.swordfish.look':
    '找三行，某个数字在这三行里的位置（每行两个或三个）都落在同样的三列之中。把行和列对调也一样。矩形的角不必每个都有这个候选数。',
  'lesson.swordfish.why':
    '这三行需要三个这个数字，而位置都在这三列里，每列正好一个。所以这三列的这个数字都在这个图形里，这三列的其他格子都可以删去它。',
  'lesson.swordfish.example':
    '三条线把某个数字限制在同样的三条交叉线上。删去这三条交叉线其余格子里的这个数字。',

  'lesson.xyz-wing.summary': '轴心也含有共享数字的XY翼。',
  'lesson.xyz-wing.look':
    '找一个有三个候选数{X,Y,Z}的轴心，和它能看到的两个钳子{X,Z}、{Y,Z}。只有同时能看到这三格的格子才可能删数。',
  'lesson.xyz-wing.why':
    '无论轴心填什么，这三格中总有一格是Z：要么轴心本身是Z，要么轴心取了另一个数，剩下只能是Z的那个钳子。同时能看到这三格的格子不能是Z。',
  'lesson.xyz-wing.example': '把轴心的每个数字依次试一遍：每一次，Z都落在这三格中的某一格。',

  'lesson.w-wing.summary': '两个相同的数对，由一条强链相连。',
  'lesson.w-wing.look':
    '找两个候选数相同{X,Y}、互相看不到的格子，再找一个区域，X在其中恰好只有两个位置，两个数对格各能看到其中一个。',
  'lesson.w-wing.why':
    'X一定在这两个相连的位置之一。能看到它的那个数对格就不能是X，只能是Y。所以两个数对格至少有一个是Y，同时能看到两者的格子不能是Y。',
  'lesson.w-wing.example': '从一个数对格出发，经过强链走到另一个：这个翼总有一端是Y。',

  'lesson.colour-wrap.summary': '给某数字的链染色：一种颜色自相矛盾。',
  'lesson.colour-wrap.look':
    '针对一个数字，凡是某个区域里它只有两个位置，就把这两格连起来，再用两种颜色交替给连起来的格子染色。找同一区域里出现两个同色格子的地方。',
  'lesson.colour-wrap.why':
    '沿着链，颜色一格一格交替：一种颜色的格子全都是这个数字，另一种全都不是。如果一种颜色有两格在同一区域，这个数字就会在那里出现两次，所以这种颜色为假：这种颜色的所有格子都删去这个数字。',
  'lesson.colour-wrap.example':
    '给这个数字的链染色。有两个同色格子在同一区域相遇，这种颜色就被排除。',

  'lesson.colour-trap.summary': '给某数字的链染色：有一格同时看到两种颜色。',
  'lesson.colour-trap.look':
    '像同色冲突那样给某个数字的链染色，然后看链外：找一个含有这个数字、同时能看到两种颜色各一格的格子。',
  'lesson.colour-trap.why':
    '两种颜色必有一种是这个数字，所以这一格总能看到一个填了这个数字的格子，无论是哪种颜色。它自己就不能填这个数字。',
  'lesson.colour-trap.example': '给链染色，再找出被两种颜色夹住的格子。',

  'lesson.unique-rectangle.summary': '避开会产生两个解的矩形。',
  'lesson.unique-rectangle.look':
    '找位于两行、两列、两宫的矩形四角，其中三个角的候选数都只有同样的两个数字{A,B}，第四个角除了{A,B}还有别的候选数。',
  'lesson.unique-rectangle.why':
    '如果第四个角也只是A或B，四个角就会是A、B交叉排列，把它们互换就得到第二个解。好的题目只有唯一解，所以第四个角既不是A也不是B：把这两个候选数都删去。',
  'lesson.unique-rectangle.example':
    '三个角都只有这两个数字，第四个角必须用它的另一个数字打破这个矩形。',

  'lesson.jellyfish.summary': '四条线上的X翼。',
  'lesson.jellyfish.look':
    '找四行，某个数字在这四行里的位置都落在同样的四列之中；把行和列对调也一样。它是值得去找的最大的鱼。',
  'lesson.jellyfish.why':
    '这四行需要四个这个数字，全都在这四列里，每列一个，所以这四列的这个数字都在图形里，这四列的其他格子都可以删去它。',
  'lesson.jellyfish.example':
    '四条线把某个数字限制在同样的四条交叉线上。删去这些交叉线其余格子里的这个数字。',

  'lesson.unique-rectangle-2.summary': '矩形的两个顶格多出同一个数字。',
  'lesson.unique-rectangle-2.look':
    '找一个唯一矩形：两个角（底）只有{A,B}，另两个角（顶）在同一条线上，除了{A,B}还多出同一个数字C。',
  'lesson.unique-rectangle-2.why':
    '如果两个顶格都不是C，它们也只能是A或B，矩形就会产生第二个解。所以两个顶格中有一格是C，同时能看到两个顶格的格子不能是C。',
  'lesson.unique-rectangle-2.example':
    '两个顶格多出同一个数字。能同时看到两个顶格的格子删去这个数字。',

  'lesson.unique-rectangle-4.summary': '矩形的顶必须含有数对中的一个数字。',
  'lesson.unique-rectangle-4.look':
    '找一个唯一矩形，两个顶格同在一个区域里，数对中的一个数字A在这个区域里只能填在这两个顶格。',
  'lesson.unique-rectangle-4.why':
    'A一定在某个顶格里。如果另一个顶格是B，矩形四角就全是A和B，题目会有两个解。所以两个顶格都不能是B。',
  'lesson.unique-rectangle-4.example': '数对中的一个数字被绑在顶上。另一个数字从两个顶格中删去。',

  'lesson.bug-plus-one.summary': '全双值坟墓+1（BUG+1）：除一格外，每个空格都只有两个候选数。',
  'lesson.bug-plus-one.look':
    '盘面上每个空格都恰好有两个候选数，只有一格有三个。在这一格里，找出在它所在的行、列、宫里作为候选数都出现三次的那个数字。',
  'lesson.bug-plus-one.why':
    '如果这一格去掉这个多出来的数字，每个数字在每个区域里都恰好有两个位置。这样的盘面至少有两个解，不可能只有唯一解。所以这个数字一定填在这一格。',
  'lesson.bug-plus-one.example': '只有一格有三个候选数。填入这个数字，否则盘面就会有两个解。',

  'lesson.finned-x-wing.summary': '带鳍的X翼：有几个多余的候选数在同一个宫里。',
  'lesson.finned-x-wing.look':
    '找一个X翼，其中一条基线上多出一两个这个数字的候选位置，而且都和X翼的一个角在同一个宫里。这些多出来的位置就是鳍。',
  'lesson.finned-x-wing.why':
    '要么鳍是这个数字，要么鳍不是，X翼就完整成立。鳍所在的宫里、位于覆盖线上的格子，无论哪种情况都不能是这个数字。',
  'lesson.finned-x-wing.example':
    'X翼差一点就成立，却多了一个鳍。删去鱼和鳍都能排除的格子里的这个数字。',

  'lesson.unique-rectangle-3.summary': '矩形的顶与别的格子组成显性数组。',
  'lesson.unique-rectangle-3.look':
    '找一个唯一矩形，两个顶格在同一条线上，除了{A,B}还有额外的数字。把两个顶格看成一个只含这些额外数字的格子，再在它们共同所在的区域里找它与其他格子组成的显性数对或三数组。',
  'lesson.unique-rectangle-3.why':
    '为了避免第二个解，必有一个顶格要填它的某个额外数字。所以两个顶格合起来就像一个只含额外数字的格子，与同区域的其他格子组成显性数组，这些数字就不能再填在这个区域的其余格子里。',
  'lesson.unique-rectangle-3.example':
    '矩形的顶和一个搭档格一起锁住了几个数字。把这些数字从区域的其余格子中删去。',

  'lesson.finned-swordfish.summary': '鳍在一个宫里的剑鱼。',
  'lesson.finned-swordfish.look':
    '找一个剑鱼，其中一条基线上多出几个候选位置，都在同一个宫里，这个宫里也有剑鱼的一个格子。',
  'lesson.finned-swordfish.why':
    '要么鳍是这个数字，要么剑鱼完整成立。鳍所在的宫里、位于覆盖线上的格子，无论哪种情况都不能是这个数字。',
  'lesson.finned-swordfish.example': '剑鱼只差一个鳍就成立。在鱼和鳍结论一致的格子里删去这个数字。',

  'lesson.x-chain.summary': '只有一个数字的链，强链弱链交替。',
  'lesson.x-chain.look':
    '针对一个数字找一串格子：先是一条强链（某个区域里这个数字恰好只有两个位置），再是一条弱链（两格互相能看到），如此交替，以强链开始，也以强链结束。摩天楼和双线风筝都是短的X链。',
  'lesson.x-chain.why':
    '假设第一格不是这个数字。强链使下一格是它，弱链又排除再下一格，一直推到末端，末端就是这个数字。所以链的两端至少有一端是这个数字，同时能看到两端的格子不能是它。',
  'lesson.x-chain.example': '从一端出发，一条链一条链地走下去。同时能看到两端的格子删去这个数字。',

  'lesson.xy-chain.summary': '由双候选数格子组成的链。',
  'lesson.xy-chain.look':
    '找一串各有两个候选数的格子，每格都能看到下一格，并与它共有一个数字。链从第一格的数字Z开始，到最后一格的Z结束。',
  'lesson.xy-chain.why':
    '如果第一格不是Z，它就是另一个数字，下一格就不能是这个数，只能是它的另一个数，依次推下去，最后一格就是Z。所以两端总有一端是Z，同时能看到两端的格子不能是Z。XY翼就是最短的XY链。',
  'lesson.xy-chain.example': '顺着数对从一端走到另一端：第一格不是Z，最后一格就是Z。',

  'lesson.aic.summary': '任意数字之间强链弱链交替的链。',
  'lesson.aic.look':
    '这种链的节点是候选数（或同一数字的一组格子），用强链（两者至少一个成立）和弱链（两者不能都成立）交替相连，可以只用一个数字，也可以跨多个数字，以强链开始，也以强链结束。',
  'lesson.aic.why':
    '如果第一个节点不成立，强链使下一个成立，弱链又使再下一个不成立，依次推下去，最后一个节点成立。两端至少有一端成立：与两端都冲突的候选数都可以删去。如果两端是同一格的两个数字，或链首尾相接成环，还能推出更多。',
  'lesson.aic.example':
    '一条链一条链地走。每条强链把“不成立”变成“成立”，每条弱链把“成立”变成“不成立”。',

  'lesson.als-xz.summary': '两个待定数组由一个共同数字相连。',
  'lesson.als-xz.look':
    '待定数组（ALS）是同一区域里的N个格子，候选数合起来有N+1个数字。找两个这样的数组，它们有一个共同数字X，而且两边所有的X都互相能看到（受限共同数），另外两边还都含有数字Z。',
  'lesson.als-xz.why':
    'X至多在其中一个数组里。不含X的那个数组就必须填满它的其余数字，其中包括Z。所以Z要么在这个数组里，要么在那个数组里，能看到两个数组中所有Z的格子不能是Z。',
  'lesson.als-xz.example':
    '找出两个数组和连接它们的数字。无论哪个数组失去X，另一个数字Z总在其中一个数组里。',

  'lesson.als-xy-wing.summary': '三个待定数组组成的翼。',
  'lesson.als-xy-wing.look':
    '找一个轴心数组C，它与数组A有受限共同数X，与数组B有另一个受限共同数Y，而A和B还共有一个数字Z。',
  'lesson.als-xy-wing.why':
    'C至多缺一个数字，所以X和Y至少有一个在C里。如果X在C里，A就没有X，必须填满它的其余数字，包括Z；如果Y在C里，B也是如此。无论哪种情况，Z都在A或B里，能看到两边所有Z的格子不能是Z。',
  'lesson.als-xy-wing.example': '从轴心数组分别走进两翼：两种情况下，Z都落在A或B里。',

  'lesson.contradiction-chain.summary': '假设一个候选数成立，接下来的推理违反规则。',
  'lesson.contradiction-chain.look':
    '找一个候选数，假设它成立后会引出一连串推论，每一步都由前一步推出：填入的数字排除同区域的候选数，只剩两个候选数的格子填入另一个，只剩两个位置的数字填入另一处。最后推出某格没有候选数，或某个数字在某个区域里没有位置。',
  'lesson.contradiction-chain.why':
    '这一连串推论都只由这个假设推出。真的假设不可能推出违反规则的盘面，所以这个候选数不成立。',
  'lesson.contradiction-chain.example':
    '在心里填入假设的数字，顺着推论一步步走，直到某一格或某个区域无数可填。',

  'lesson.digit-forcing-chain.summary': '一个候选数成立或不成立，都推出同一个结论。',
  'lesson.digit-forcing-chain.look':
    '找一个候选数，分别假设它成立和不成立，各自引出一连串推论（和矛盾链一样，每一步由前一步推出），最后到达同一个结论：同一格填同一个数字，或同一个候选数被删去。',
  'lesson.digit-forcing-chain.why':
    '这个候选数要么成立，要么不成立，没有第三种情况。两种情况都能推出的结论一定成立。',
  'lesson.digit-forcing-chain.example':
    '先假设这个候选数成立，再假设它不成立，两条路走到了同一个结论。',

  'lesson.cell-forcing-chain.summary': '一格的每个候选数都推出同一个结论。',
  'lesson.cell-forcing-chain.look':
    '找一个候选数不多的格子，依次假设它的每个候选数成立，各自引出的推论都到达同一个结论。',
  'lesson.cell-forcing-chain.why':
    '这一格总要填它的某个候选数。既然每个候选数都推出同一个结论，无论填哪个，这个结论都成立。',
  'lesson.cell-forcing-chain.example': '把这一格的候选数逐个试一遍，每条分支都到达同一个结论。',

  'lesson.unit-forcing-chain.summary': '某数字在一个区域里的每个位置都推出同一个结论。',
  'lesson.unit-forcing-chain.look':
    '找一个数字，它在某一行、列或宫里只有少数几个位置，依次假设它填在每个位置，各自引出的推论都到达同一个结论。',
  'lesson.unit-forcing-chain.why':
    '这个区域总要在某个位置填这个数字。既然每个位置都推出同一个结论，无论填在哪里，这个结论都成立。',
  'lesson.unit-forcing-chain.example': '把这个数字依次放进它的每个位置，每条分支都到达同一个结论。',

  'lesson.dynamic-forcing-chain.summary': '利用之前所有推论的强制链。',
  'lesson.dynamic-forcing-chain.look':
    '情况的分法和其他强制链一样，但每一步推论可以同时依靠前面的好几步：某一格要等它的几个候选数沿不同的路都被排除后，才只剩一个候选数。',
  'lesson.dynamic-forcing-chain.why':
    '无论依靠前面多少步，每一步推论仍然只由这个假设推出。所以结论和简单的链一样可靠，只是推理更长。',
  'lesson.dynamic-forcing-chain.example':
    '一次只看一种情况。有些推论需要前面两步或更多步，盘面上会画出把它们汇合起来的链。',

  'lesson.nested-forcing-chain.summary': '里面套着强制链的强制链。',
  'lesson.nested-forcing-chain.look':
    '这是最难的题目的最后手段：一条矛盾链，其中有些步骤要用一条更小的矛盾链来证明。',
  'lesson.nested-forcing-chain.why':
    '在主链里，某个结论可以这样证明：假设它的反面，推出矛盾。每个这样的内部证明都成立，所以外层的链也成立。',
  'lesson.nested-forcing-chain.example':
    '顺着主链走。某一步需要内部证明时，说明会指出是哪个假设违反了规则。',
} satisfies Record<string, string>;
