# language: zh-CN
功能: 方言
  场景: 一个例子
    假如一个步骤
    那么结果
