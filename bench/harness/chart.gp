# chart.gp -- bar chart of the gpugen speedup per kernel, log scale.
#
# Called by report.py:  gnuplot -e "dat='F'; out='P'; ttl='T'" chart.gp
# F has one line per kernel: index, "label", speedup (NaN when not
# measured), 1 if offloaded to the GPU else 0.

set terminal pngcairo size 1400,650 font "sans,10"
set output out
set title ttl
set logscale y 10
set yrange [*:*]
set ylabel "speedup over gcc -O3 (CPU time / gpugen time)"
set grid ytics mytics
set style fill solid 0.8 border -1
set boxwidth 0.7
set xtics rotate by -60 left nomirror
set key top left
set xrange [-1:*]
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 1.5 lc "black"
plot dat using 1:3:($4 == 1 ? 0x2a9d45 : 0x9aa5b1):xtic(2) with boxes lc rgb variable notitle, \
     NaN with boxes lc rgb "#2a9d45" title "offloaded to the GPU", \
     NaN with boxes lc rgb "#9aa5b1" title "not offloaded (runs on the host)"
